/**
 * One self-contained schema per config file for the browser's form library, which resolves only local `$ref`s:
 * every `./other.schema.json#/$defs/x` becomes a local ref under a flat name (`#/$defs/other__x`), with the
 * definition (and whatever it refers to in turn) copied into the root's `$defs`. The meaning is unchanged, so the
 * form's own validation agrees with the checker's.
 */
import type { SchemaObject, SchemaSet } from '../../scripts/config/types.ts';

/** `./file.schema.json#/$defs/name`, or `./file.schema.json` for the whole file (its root, def ""). */
const EXTERNAL = /^\.\/([A-Za-z0-9.-]+\.schema\.json)(?:#\/\$defs\/([A-Za-z0-9_-]+))?$/;
const LOCAL = /^#\/\$defs\/([A-Za-z0-9_-]+)$/;

/** The flat name a definition of another file gets in the bundle ("merchant.schema.json", "i18nKey" -> "merchant__i18nKey"). */
function flatName(file: string, def: string): string {
  return `${file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]/g, '_')}__${def || 'root'}`;
}

/** A file's root schema without its definitions (those are bundled one by one, as they are referred to). */
function wholeFile(schema: SchemaObject | undefined): unknown {
  if (!schema) return undefined;
  const { $defs: _defs, ...rest } = schema;
  return rest;
}

export function bundleSchema(schemas: SchemaSet, rootFile: string): SchemaObject {
  const root = schemas.get(rootFile);
  if (!root) throw new Error(`schemas/config/${rootFile} does not exist`);
  const defs: Record<string, unknown> = {};
  const pending: { file: string; def: string }[] = [];

  /** A copy of `node` (found in `file`) with its refs pointing into the bundle. */
  const rewrite = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out[key] = refTo(value, file);
      else if (key === '$id' || (key === '$schema' && file !== rootFile)) continue;
      else out[key] = rewrite(value, file);
    }
    return out;
  };
  const refTo = (ref: string, file: string): string => {
    const external = EXTERNAL.exec(ref);
    const local = LOCAL.exec(ref);
    const [target, def] = external ? [external[1]!, external[2] ?? ''] : local ? [file, local[1]!] : [null, null];
    if (target === null || def === null) throw new Error(`schemas/config/${file}: cannot bundle the $ref ${ref}`);
    if (target === rootFile) return def === '' ? '#' : `#/$defs/${def}`;
    const name = flatName(target, def);
    if (!(name in defs)) {
      defs[name] = null; // reserved, so a cycle does not queue it twice
      pending.push({ file: target, def });
    }
    return `#/$defs/${name}`;
  };

  const bundled = rewrite(root, rootFile) as SchemaObject;
  while (pending.length) {
    const { file, def } = pending.shift()!;
    const schema = schemas.get(file);
    const source = def === '' ? wholeFile(schema) : (schema?.['$defs'] as Record<string, unknown> | undefined)?.[def];
    if (source === undefined) throw new Error(`schemas/config/${file} has no $defs/${def}`);
    defs[flatName(file, def)] = rewrite(source, file);
  }
  bundled['$defs'] = { ...(bundled['$defs'] as object | undefined), ...defs };
  return bundled;
}

/**
 * The schema as a form shows it: the schemas' titles are type names for the generated TypeScript ("AssetPath",
 * "MerchantSecurity"), which would replace the property's own name ("logo", "security") as the field's label, so
 * they are left out; titles written as words are kept.
 */
export function withoutTypeNames<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutTypeNames) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'title' && typeof value === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(value)))
      .map(([key, value]) => [
        key,
        key === 'properties' || key === '$defs' ? mapValues(value) : withoutTypeNames(value),
      ]),
  ) as T;
}

/** Under `properties` and `$defs` the keys are names, not keywords: a property called "title" stays. */
function mapValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, withoutTypeNames(schema)]));
}
