/** Shared loading for the config tests: the real site-config and schemas, read once per test file. */
import path from 'node:path';
import { readFileSet, readSchemaSet } from './file-set.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_CONFIG = path.join(ROOT, 'site-config');
export const SCHEMAS = path.join(ROOT, 'schemas/config');
export const FIXTURES = path.join(ROOT, 'tests/config-fixtures');

export async function loadRealConfig() {
  const [files, schemas] = await Promise.all([readFileSet(SITE_CONFIG), readSchemaSet(SCHEMAS)]);
  return { files, schemas };
}
