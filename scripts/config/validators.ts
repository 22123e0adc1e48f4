import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { SchemaSet } from './types.ts';

/** The data files of site-config and the schema each is validated against. */
export const SHARED_FILES = {
  'domains.json': 'domains.schema.json',
  'navigation.json': 'navigation.schema.json',
  'registration-patterns.json': 'registration-patterns.schema.json',
  'routes.json': 'routes.schema.json',
} as const satisfies Record<string, string>;

export const MERCHANT_SCHEMA = 'merchant.schema.json';

export type SchemaFileName = (typeof SHARED_FILES)[keyof typeof SHARED_FILES] | typeof MERCHANT_SCHEMA;

export type Validators = ReadonlyMap<string, ValidateFunction>;

const cache = new WeakMap<SchemaSet, Validators>();

/**
 * One ajv (draft 2020-12, strict, all errors, verbose so messages can quote the schema) holding every schema,
 * so that cross-file `$ref`s resolve by `$id`. Compiled once per schema set.
 */
export function compileValidators(schemas: SchemaSet): Validators {
  const cached = cache.get(schemas);
  if (cached) return cached;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  for (const [name, schema] of schemas) {
    if (typeof schema.$id !== 'string') throw new Error(`schemas/config/${name} has no "$id"`);
    ajv.addSchema(schema, schema.$id);
  }
  const validators = new Map<string, ValidateFunction>();
  for (const [name, schema] of schemas) {
    const validate = ajv.getSchema(schema.$id as string);
    if (!validate) throw new Error(`schemas/config/${name} did not compile`);
    validators.set(name, validate);
  }
  cache.set(schemas, validators);
  return validators;
}
