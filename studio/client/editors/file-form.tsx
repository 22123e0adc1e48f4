/**
 * The generated form of one section of a file: the file's schema narrowed to the section's keys (its definitions
 * kept), every field with its schema description as help, and the checker's findings on their fields. The form's
 * own validation stays off: the findings are the checker's, worded as `npm run config:check` prints them.
 */
import { memo, useMemo } from 'react';
import Form from '@rjsf/core';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import type { Finding } from '../api';
import { errorSchemaOf } from '../findings';
import { AssetWidget, type StudioFormContext } from './asset-widget';
import type { Json } from './json-edit';

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
  onChange: (section: Json) => void;
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
  const extraErrors = useMemo(() => errorSchemaOf(findings, keys), [findings, keys]);
  return (
    <Form
      schema={section}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={data}
      validator={validator}
      fields={fields}
      widgets={widgets}
      formContext={context}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={noDefaults}
      onChange={(e) => onChange((e.formData ?? {}) as Json)}
    />
  );
});

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
