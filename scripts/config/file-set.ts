import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileSet, SchemaObject, SchemaSet } from './types.ts';

const TEXT_FILE = /\.(json|svg|md|txt)$/i;

/**
 * Reads a folder into a FileSet. Text files (JSON, SVG, Markdown) keep their contents; other files
 * (PNG, ICO...) are recorded with empty contents, since the checker only needs to know they exist.
 */
export async function readFileSet(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full).split(path.sep).join('/');
    files.set(rel, TEXT_FILE.test(entry.name) ? await readFile(full, 'utf8') : '');
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Reads every *.schema.json of a folder (schemas/config). */
export async function readSchemaSet(dir: string): Promise<SchemaSet> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.schema.json')).sort();
  const schemas = new Map<string, SchemaObject>();
  for (const name of names) schemas.set(name, JSON.parse(await readFile(path.join(dir, name), 'utf8')) as SchemaObject);
  return schemas;
}

/** Folder names directly under the config folder that hold files: one per merchant. */
export function merchantFolders(files: FileSet): string[] {
  const folders = new Set<string>();
  for (const file of files.keys()) {
    const slash = file.indexOf('/');
    if (slash > 0) folders.add(file.slice(0, slash));
  }
  return [...folders].sort();
}

/** A folder as the operator sees it: relative to the working directory when inside it, absolute otherwise. */
export function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (relative === '') return '.';
  if (relative.startsWith('..') || path.isAbsolute(relative)) return path.resolve(dir).split(path.sep).join('/');
  return relative.split(path.sep).join('/');
}
