/**
 * fast-check arbitraries derived from the contract's JSON Schemas: values that roughly follow a schema, and
 * malformed variants of them (wrong types, missing required keys, unknown keys, out-of-range numbers, too-long
 * strings, values outside an enum). Whether a variant is really invalid is decided by the contract's own validator.
 */
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { API_SCHEMAS_DIR } from '../../mock-gateway/lib/paths.js';

export type Schema = {
  $id?: string;
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  [key: string]: unknown;
};

function loadAll(dir: string, into = new Map<string, Schema>()): Map<string, Schema> {
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) loadAll(full, into);
    else if (d.name.endsWith('.schema.json')) {
      const s = JSON.parse(fs.readFileSync(full, 'utf8')) as Schema;
      if (s.$id) into.set(s.$id, s);
    }
  }
  return into;
}
const byId = loadAll(API_SCHEMAS_DIR);

/** The schema of a catalogue file name (e.g. requests/feedback-submit.schema.json). */
export function schemaFile(file: string): Schema & { $id: string } {
  const s = JSON.parse(fs.readFileSync(path.join(API_SCHEMAS_DIR, file), 'utf8')) as Schema & { $id: string };
  return s;
}

/** Follows $ref (relative to `base`) until a schema without one; returns it and its base. */
function resolve(schema: Schema, base: string): { schema: Schema; base: string } {
  let s = schema;
  let b = base;
  for (let i = 0; s.$ref && i < 10; i++) {
    const url = new URL(s.$ref, b);
    const doc = url.hash ? url.href.slice(0, -url.hash.length) : url.href;
    const root = doc === b.split('#')[0] ? (byId.get(doc) ?? s) : byId.get(doc);
    if (!root) throw new Error(`unresolved $ref ${s.$ref} from ${b}`);
    let target: unknown = root;
    for (const part of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean))
      target = (target as Record<string, unknown>)[decodeURIComponent(part)];
    if (!target) throw new Error(`unresolved $ref ${s.$ref} from ${b}`);
    s = target as Schema;
    b = doc;
  }
  return { schema: s, base: b };
}

const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

/** Values that follow the schema as far as types, enums, ranges and lengths go (patterns and formats may miss). */
export function follows(schema: Schema, base: string, depth = 0): fc.Arbitrary<unknown> {
  const { schema: s, base: b } = resolve(schema, base);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((x) => follows(x, b, depth + 1)));
  if (s.allOf) return follows(Object.assign({}, ...s.allOf.map((x) => resolve(x, b).schema)) as Schema, b, depth);
  switch (typeOf(s) ?? (s.properties ? 'object' : undefined)) {
    case 'string': {
      const short = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 24, 24) });
      // The longest allowed value too: handlers meet it, generators rarely reach it.
      const longest = fc.string({ minLength: s.maxLength ?? 200, maxLength: s.maxLength ?? 200, unit: 'binary-ascii' });
      return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: longest });
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(follows(s.items ?? {}, b, depth + 1), { minLength: s.minItems ?? 0, maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = follows(v, b, depth + 1);
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values of every JSON type and some hostile ones: what a wrong-typed field receives. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, '', ' ', [], {}, '0', 'null', '__proto__', '../../etc/passwd'),
  fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '🙂'.repeat(40), 'x'.repeat(5000)),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A value the property's own constraints refuse (or a hostile one when it has none). */
function breaking(schema: Schema, base: string): fc.Arbitrary<unknown> {
  const { schema: s } = resolve(schema, base);
  const options: fc.Arbitrary<unknown>[] = [hostile];
  if (s.enum || s.const !== undefined) options.push(fc.constantFrom('NOT_IN_ENUM', 'zz', 9999));
  if (s.maxLength !== undefined) options.push(fc.constant('y'.repeat(s.maxLength + 1)));
  if (s.minLength !== undefined && s.minLength > 0) options.push(fc.constant(''));
  if (s.minimum !== undefined) options.push(fc.constant(s.minimum - 1));
  if (s.maximum !== undefined) options.push(fc.constant(s.maximum + 1));
  if (typeOf(s) === 'integer') options.push(fc.constantFrom(0.5, '12abc', 2 ** 60));
  return fc.oneof(...options);
}

/** An object that follows `schema` but for one mutation; or something that is not such an object at all. */
export function malformedObject(schema: Schema, base: string): fc.Arbitrary<unknown> {
  const { schema: s, base: b } = resolve(schema, base);
  const props = Object.keys(s.properties ?? {});
  const valid = follows(s, b) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<unknown>[] = [
    fc.constantFrom([], 'text', 42, true, null, [{}]),
    fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), hostile).map(([v, k, x]) => ({ ...v, [`x_${k}`]: x })),
  ];
  if (props.length) {
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...props))
        .chain(([v, k]) => breaking(s.properties![k]!, b).map((x) => ({ ...v, [k]: x }))),
    );
  }
  const required = (s.required ?? []).filter((k) => props.includes(k));
  if (required.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
        const copy = { ...v };
        delete copy[k];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}

/** Header sets broken in one place, from headers.schema.json: a required one missing or one with a refused value. */
export function malformedHeaders(good: Record<string, string>): fc.Arbitrary<Record<string, string | undefined>> {
  const headers = schemaFile('headers.schema.json');
  const names = Object.keys(headers.properties ?? {}).filter((n) => n !== 'x-mock-session');
  const sendable = fc.oneof(
    fc.constantFrom('', 'Bearer abc', '3 ', 'web ', 'EN-', 'en', 'x'.repeat(300), '-1', '999999999999'),
    fc.string({ maxLength: 40 }).map((x) => x.replace(/[^\x20-\x7e]/g, '')),
  );
  return fc.oneof(
    fc.constantFrom(...(headers.required ?? [])).map((n) => ({ ...lower(good), [n]: undefined })),
    fc.tuple(fc.constantFrom(...names), sendable).map(([n, v]) => ({ ...lower(good), [n]: v })),
  );
}

const lower = (h: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
