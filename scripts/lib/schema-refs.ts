/**
 * Shared definitions referenced by name. json-schema-to-typescript expands a `$ref` at each use, and a `$ref` with a
 * sibling `description` becomes a merged copy it names `Foo1`; across the two type modules (api, config) nothing is
 * shared at all. So before compiling, every `$ref` to a titled schema (a file's root or a titled `$defs` entry) is
 * replaced by `tsType: <its title>`: each type is then declared once, by the schema file that holds it, and used by
 * name everywhere else (imported when it lives in the other group's module).
 */
import path from 'node:path';
import type { JSONSchema } from 'json-schema-to-typescript';

export interface NamedSchema {
  /** path relative to the schemas folder, e.g. "config/merchant.schema.json" */
  file: string;
  schema: JSONSchema & { $id?: string; title?: string };
}

export interface NamedTarget {
  name: string;
  /** the first folder of the file: "api" or "config", i.e. the type module that declares it */
  group: string;
}

/** `file#pointer` → the type that target is declared as. Untitled `$defs` entries are not named. */
export type NameIndex = Map<string, NamedTarget>;

const groupOf = (file: string) => file.split('/')[0]!;

export function indexNames(schemas: NamedSchema[]): NameIndex {
  const index: NameIndex = new Map();
  /** title → the key that took it first */
  const taken = new Map<string, string>();
  const add = (key: string, name: string, file: string) => {
    const seen = taken.get(name);
    if (seen) throw new Error(`schemas/${file}: the title ${name} is already used by ${seen}; titles name types`);
    taken.set(name, key);
    index.set(key, { name, group: groupOf(file) });
  };
  for (const s of schemas) {
    if (s.schema.title) add(`${s.file}#`, s.schema.title, s.file);
    const defs = (s.schema.$defs ?? {}) as Record<string, JSONSchema>;
    for (const [key, def] of Object.entries(defs)) if (def.title) add(`${s.file}#/$defs/${key}`, def.title, s.file);
  }
  return index;
}

/** The index key of a `$ref` written in `fromFile`. */
export function refKey(fromFile: string, ref: string): string {
  const [target = '', pointer = ''] = ref.split('#');
  const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target)) : fromFile;
  return `${file}#${pointer}`;
}

/**
 * A copy of `schema` (from `file`) with each `$ref` to a named target turned into `tsType`, and the names it uses from
 * other groups. A `$ref` to an untitled definition stays when it is local (the compiler resolves it within the file);
 * one to another file is refused, since expanding it there would copy the type.
 */
export function nameRefs(
  schema: JSONSchema,
  file: string,
  index: NameIndex,
): { schema: JSONSchema; imports: Map<string, string[]> } {
  const imports = new Map<string, string[]>();
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const copy = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, visit(v)]));
    if (typeof $ref !== 'string') return narrowed(copy);
    const key = refKey(file, $ref);
    const target = index.get(key);
    if (!target) {
      if (key.startsWith(`${file}#`)) return { ...copy, $ref };
      throw new Error(`schemas/${file}: $ref ${$ref} points at an untitled schema; give it a "title" to name the type`);
    }
    if (target.group !== groupOf(file)) {
      const names = imports.get(target.group) ?? [];
      if (!names.includes(target.name)) imports.set(target.group, [...names, target.name].sort());
    }
    // Siblings (a description) stay: the compiler writes them as the comment of the property.
    return { ...copy, tsType: target.name };
  };
  return { schema: visit(schema) as JSONSchema, imports };
}

/**
 * `{ allOf: [<named>], required: [...] }` (one set of fields, another set of them required) as the named type with
 * those fields required: the compiler alone would keep the named type and drop `required`.
 */
function narrowed(node: Record<string, unknown>): Record<string, unknown> {
  const { allOf, required, properties } = node;
  if (!Array.isArray(allOf) || allOf.length !== 1 || !Array.isArray(required) || properties) return node;
  const base = (allOf[0] as { tsType?: unknown }).tsType;
  if (typeof base !== 'string') return node;
  const keys = required.map((k) => JSON.stringify(k)).join(' | ');
  return { ...node, tsType: `${base} & Required<Pick<${base}, ${keys}>>` };
}
