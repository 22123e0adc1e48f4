/**
 * Broken-config fixtures for the checker's tests (tests/config-fixtures/<case>/): each case is a patch applied to
 * an in-memory copy of the real site-config, plus the exact lines config:check must print (expected.txt).
 *
 * patch.json maps a target to a value:
 *   "royal/merchant.json": { ...JSON merge patch (RFC 7386): objects merge, null deletes, arrays replace }
 *   "royal/merchant.json": "raw text"         replaces the file's contents (e.g. invalid JSON)
 *   "royal/assets/logo.svg": null             deletes the file
 *   "royal/merchant.json#/footer/help/0/route": "/faq"   sets the value at a JSON pointer ("-" appends; null deletes)
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isObject } from './json-access.ts';

export interface FixtureCase {
  name: string;
  patch: Record<string, unknown>;
  expected: string[];
}

export type Patch = Record<string, unknown>;

function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return structuredClone(patch);
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function setAtPointer(document: unknown, pointer: string, value: unknown): void {
  const segments = pointer.split('/').slice(1).map(unescape);
  const last = segments.pop();
  if (last === undefined) throw new Error('a patch pointer must name a property or an item');
  let parent = document;
  for (const segment of segments) {
    parent = Array.isArray(parent) ? parent[Number(segment)] : isObject(parent) ? parent[segment] : undefined;
    if (parent === undefined) throw new Error(`patch pointer ${pointer}: nothing at "${segment}"`);
  }
  if (Array.isArray(parent)) {
    if (last === '-') parent.push(value);
    else if (value === null) parent.splice(Number(last), 1);
    else parent[Number(last)] = value;
  } else if (isObject(parent)) {
    if (value === null) delete parent[last];
    else parent[last] = value;
  } else throw new Error(`patch pointer ${pointer}: the parent is not an object or a list`);
}

/** A copy of the files with the patch applied. */
export function applyPatch(files: ReadonlyMap<string, string>, patch: Patch): Map<string, string> {
  const result = new Map(files);
  for (const [target, value] of Object.entries(patch)) {
    const hash = target.indexOf('#');
    if (hash !== -1) {
      const file = target.slice(0, hash);
      const text = result.get(file);
      if (text === undefined) throw new Error(`patch target ${file} does not exist`);
      const document = JSON.parse(text) as unknown;
      setAtPointer(document, target.slice(hash + 1), value);
      result.set(file, JSON.stringify(document, null, 2) + '\n');
    } else if (value === null) {
      if (!result.delete(target)) throw new Error(`patch target ${target} does not exist`);
    } else if (typeof value === 'string') {
      result.set(target, value);
    } else {
      const current = result.get(target);
      result.set(
        target,
        JSON.stringify(mergePatch(current === undefined ? undefined : JSON.parse(current), value), null, 2) + '\n',
      );
    }
  }
  return result;
}

/** Every case folder of a fixtures folder, sorted by name. */
export async function readFixtureCases(dir: string): Promise<FixtureCase[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const cases: FixtureCase[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = path.join(dir, entry.name);
    const patch = JSON.parse(await readFile(path.join(folder, 'patch.json'), 'utf8')) as Patch;
    const expected = (await readFile(path.join(folder, 'expected.txt'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '');
    cases.push({ name: entry.name, patch, expected });
  }
  return cases;
}
