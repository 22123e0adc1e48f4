/** A config file written as the repository keeps it: key order and `$schema` kept, Prettier's style, final newline. */
import path from 'node:path';
import * as prettier from 'prettier';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value` with its object keys in the order `template` (the file on disk) has them; keys the template lacks follow
 * in their own order. A form may rebuild an object, and a reordered file would show as a diff of lines never edited.
 */
export function orderLike(value: unknown, template: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => orderLike(item, Array.isArray(template) ? template[i] : undefined));
  if (!isObject(value)) return value;
  const known = isObject(template) ? Object.keys(template).filter((key) => key in value) : [];
  const keys = [...known, ...Object.keys(value).filter((key) => !known.includes(key))];
  return Object.fromEntries(
    keys.map((key) => [key, orderLike(value[key], isObject(template) ? template[key] : undefined)]),
  );
}

/** Where the repository's Prettier options apply: a config folder elsewhere (a test's copy) is written the same way. */
const REPO_CONFIG_FILE = path.resolve(import.meta.dirname, '../../site-config/domains.json');

/** The text to write for `value` at `file`. */
export async function formatConfig(value: unknown, file: string, onDisk?: unknown): Promise<string> {
  const ordered = onDisk === undefined ? value : orderLike(value, onDisk);
  const options = await prettier.resolveConfig(REPO_CONFIG_FILE);
  return prettier.format(JSON.stringify(ordered, null, 2), { ...options, filepath: file });
}
