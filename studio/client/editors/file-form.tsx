/**
 * The generated form of one section of a file: the file's schema narrowed to the section's keys (its definitions
 * kept), every field with its schema description as help, and the checker's findings on their fields. The form's
 * own validation stays off: the findings are the checker's, worded as `npm run config:check` prints them. They reach
 * the fields through React context rather than the form's `extraErrors`: the form's own error state is merged and
 * cleared as fields change, and a field edited while the checker's answer arrived could lose its finding for good.
 */
import { createContext, memo, useContext, useMemo } from 'react';
import Form from '@rjsf/core';
import { errorId, type FieldErrorProps, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import type { Finding } from '../api';
import { messagesByPointer, pointerOf } from '../findings';
import { AssetWidget, type StudioFormContext } from './asset-widget';
import { isJsonObject, type Json } from './json-edit';

// Draft 2020-12, as the checker compiles the schemas (scripts/config/validators.ts); the form uses it to resolve
// conditional parts of the schemas, not to report errors.
const validator = customizeValidator({
  AjvClass: Ajv2020 as unknown as NonNullable<Parameters<typeof customizeValidator>[0]>['AjvClass'],
});

/** Parts a purpose-built editor above the form edits instead. */
function Elsewhere(_props: FieldProps) {
  return null;
}

const fields = { elsewhere: Elsewhere };
const widgets = { asset: AssetWidget };

const FindingsByPointer = createContext<ReadonlyMap<string, readonly string[]>>(new Map());

/** The checker's messages on one field, read from the findings of the latest check. */
function FieldFindings({ fieldPathId }: FieldErrorProps) {
  const messages = useContext(FindingsByPointer).get(pointerOf(fieldPathId.path)) ?? [];
  if (!messages.length) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {messages.map((message, i) => (
        <li key={i} className="text-danger">
          {message}
        </li>
      ))}
    </ul>
  );
}

const templates = { FieldErrorTemplate: FieldFindings };

// Defaults stay out of the data: a form that filled in every default would write keys the operator never set.
const noDefaults = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
  allOf: 'skipDefaults',
} as const;

interface Props {
  schema: RJSFSchema;
  keys: readonly string[];
  value: Json;
  uiSchema: UiSchema;
  findings: readonly Finding[];
  context: StudioFormContext;
  /** The section's data, and the path of the one field that changed when the form says which. */
  onChange: (section: Json, changed: (string | number)[] | null) => void;
}

function sectionSchema(schema: RJSFSchema, keys: readonly string[]): RJSFSchema {
  const properties = schema.properties ?? {};
  return {
    ...schema,
    title: undefined,
    description: undefined,
    properties: Object.fromEntries(keys.filter((k) => k in properties).map((k) => [k, properties[k]!])),
    required: (schema.required ?? []).filter((k) => keys.includes(k)),
  };
}

export const FileForm = memo(function FileForm({ schema, keys, value, uiSchema, findings, context, onChange }: Props) {
  const section = useMemo(() => sectionSchema(schema, keys), [schema, keys]);
  const data = useMemo(
    () => Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, value[k]])),
    [keys, value],
  );
  const messages = useMemo(() => messagesByPointer(findings, keys), [findings, keys]);
  return (
    <FindingsByPointer.Provider value={messages}>
      <Form
        schema={section}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        formData={data}
        validator={validator}
        fields={fields}
        widgets={widgets}
        formContext={context}
        templates={templates}
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={noDefaults}
        onChange={(e, id) => {
          const section = (e.formData ?? {}) as Json;
          onChange(section, id ? pathOfId(id, section) : null);
        }}
      />
    </FindingsByPointer.Provider>
  );
});

/**
 * The data path of a field from its id ("root_footer_help_0_labelKey" -> footer, help, 0, labelKey), walking the data
 * so a key holding the separator ("welcome_bonus") is still found; null when the id does not lead to a value.
 */
export function pathOfId(id: string, data: unknown): (string | number)[] | null {
  if (!id.startsWith(ID_PREFIX)) return null;
  const path: (string | number)[] = [];
  let rest = id.slice(ID_PREFIX.length);
  let node = data;
  while (rest) {
    if (!rest.startsWith(ID_SEPARATOR)) return null;
    rest = rest.slice(ID_SEPARATOR.length);
    const keys = Array.isArray(node) ? node.map((_, i) => String(i)) : isJsonObject(node) ? Object.keys(node) : [];
    const key = keys
      .filter((k) => rest === k || rest.startsWith(k + ID_SEPARATOR))
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) return path.length ? path : null; // a field the data does not hold yet: its parent
    path.push(Array.isArray(node) ? Number(key) : key);
    node = (node as Json)[key];
    rest = rest.slice(key.length);
  }
  return path;
}

const ID_PREFIX = 'root';
const ID_SEPARATOR = '_';

/** Paths a purpose-built editor owns: a generic section's report never overwrites them. */
export const EDITED_ELSEWHERE: readonly (readonly string[])[] = [
  ['domains'],
  ['merchantCodes'],
  ['languages', 'supported'],
  ['theme', 'palettes'],
  ['navigation', 'order'],
];

/** The uiSchema of a file: the purpose-built editors' parts handed to them, images to the upload widget. */
export function uiSchemaOf(name: string): UiSchema {
  if (!name.endsWith('/merchant.json')) return {};
  return {
    $schema: { 'ui:widget': 'hidden' },
    brand: { logo: { 'ui:widget': 'asset' }, favicon: { 'ui:widget': 'asset' } },
    domains: { 'ui:field': 'elsewhere' },
    merchantCodes: { 'ui:field': 'elsewhere' },
    languages: { supported: { 'ui:field': 'elsewhere' } },
    theme: { palettes: { 'ui:field': 'elsewhere' } },
    navigation: { order: { 'ui:field': 'elsewhere' } },
  };
}
