/**
 * Compiles the contract once: a validator per catalogue entry for the body, the query (values coerced from strings,
 * defaults applied) and the response value, plus the envelope, the headers and the error values.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { CatalogueEntry } from './catalogue.js';
import { SCHEMAS_DIR, SCHEMA_BASE_URL } from './paths.js';

export interface EntryValidators {
  body?: ValidateFunction;
  query?: ValidateFunction;
  response: ValidateFunction;
}

export interface ContractValidators {
  entries: Map<string, EntryValidators>;
  envelope: ValidateFunction;
  headers: ValidateFunction;
  errorValue(defName: string): ValidateFunction | undefined;
}

/** Every `*.schema.json` below `dir`, as full paths. */
export function schemaFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return schemaFiles(full);
    return d.name.endsWith('.schema.json') ? [full] : [];
  });
}

function newAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    strict: false,
    coerceTypes: coerce,
    useDefaults: coerce,
    validateFormats: true,
  });
  addFormats(ajv);
  return ajv;
}

export function compileContract(entries: CatalogueEntry[], schemasDir = SCHEMAS_DIR): ContractValidators {
  const plain = newAjv(false);
  const coercing = newAjv(true);
  for (const file of schemaFiles(schemasDir)) {
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { $id?: string };
    if (!schema.$id) throw new Error(`${file}: schema without $id`);
    plain.addSchema(schema);
    coercing.addSchema(structuredClone(schema));
  }
  const get = (ajv: Ajv2020, rel: string): ValidateFunction => {
    const fn = ajv.getSchema(`${SCHEMA_BASE_URL}api/${rel}`);
    if (!fn) throw new Error(`contract: schema api/${rel} not found`);
    return fn;
  };
  const map = new Map<string, EntryValidators>();
  for (const e of entries) {
    const v: EntryValidators = { response: get(plain, e.response) };
    if (e.request) v.body = get(plain, e.request);
    if (e.query) v.query = get(coercing, e.query);
    map.set(e.id, v);
  }
  const errorValues = new Map<string, ValidateFunction | undefined>();
  return {
    entries: map,
    envelope: get(plain, 'envelope.schema.json'),
    headers: get(plain, 'headers.schema.json'),
    errorValue(defName) {
      if (!errorValues.has(defName)) {
        errorValues.set(defName, plain.getSchema(`${SCHEMA_BASE_URL}api/error-values.schema.json#/$defs/${defName}`));
      }
      return errorValues.get(defName);
    },
  };
}

export type RequestPart = 'header' | 'query' | 'body';

/** `body/username: must be string`, with the JSON pointer and keyword for envelope.value. */
export function describeAjvError(
  part: RequestPart,
  errors: ErrorObject[] | null | undefined,
): {
  message: string;
  value: { location: RequestPart; path: string; keyword: string };
} {
  const err = errors?.[0];
  if (!err) return { message: `${part}: invalid`, value: { location: part, path: '', keyword: 'unknown' } };
  let pointer = err.instancePath;
  let text = err.message ?? 'is invalid';
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'required') {
    pointer += `/${String(params.missingProperty)}`;
    text = 'is required';
  } else if (err.keyword === 'additionalProperties') {
    pointer += `/${String(params.additionalProperty)}`;
    text = 'is not allowed';
  } else if (err.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    text = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  } else if (err.keyword === 'const') {
    text = `must be ${JSON.stringify(params.allowedValue)}`;
  }
  return { message: `${part}${pointer}: ${text}`, value: { location: part, path: pointer, keyword: err.keyword } };
}

/** Every violation, for the journal (response checks only; request checks stop at the first). */
export function listAjvErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `value${e.instancePath}: ${e.message ?? e.keyword}`);
}
