/** Small immutable edits of a parsed config file, keeping every other key where it was. */
export type Json = Record<string, unknown>;

export function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getIn(value: unknown, path: readonly (string | number)[]): unknown {
  let node = value;
  for (const key of path) node = isJsonObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined;
  return node;
}

/** `value` with `path` set to `next` (objects created on the way); `undefined` removes the key. */
export function setIn(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (!path.length) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = setIn(copy[key as number], rest, next);
    return copy;
  }
  const object: Json = isJsonObject(value) ? { ...value } : {};
  const child = setIn(object[key], rest, next);
  if (child === undefined) delete object[key];
  else object[key] = child;
  return object;
}

/** A list with the item at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}
