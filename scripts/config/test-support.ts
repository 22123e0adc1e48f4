/**
 * Shared loading for the config tests: the shipped site-config and the schemas, read once per test file.
 * The tests are written for the two shipped merchants (royal, solbet); a merchant an operator adds is left out of what
 * they read, so adding one breaks no test.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { merchantFolders, readFileSet, readSchemaSet } from './file-set.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_CONFIG = path.join(ROOT, 'site-config');
export const SCHEMAS = path.join(ROOT, 'schemas/config');
export const FIXTURES = path.join(ROOT, 'tests/config-fixtures');
export const SHIPPED_MERCHANTS: readonly string[] = ['royal', 'solbet'];

/** domains.json without the hosts of other merchants, line for line otherwise (messages name lines). */
function shippedDomains(text: string): string {
  const other = /^\s*"[^"]+":\s*"([^"]+)",?\s*$/;
  const lines = text.split('\n').filter((line) => {
    const m = other.exec(line);
    return !m || m[1] === undefined || SHIPPED_MERCHANTS.includes(m[1]) || /"defaultMerchant"/.test(line);
  });
  return lines.join('\n').replace(/,(\s*\n\s*})/g, '$1');
}

export async function loadRealConfig() {
  const [all, schemas] = await Promise.all([readFileSet(SITE_CONFIG), readSchemaSet(SCHEMAS)]);
  const files = new Map<string, string>();
  for (const [name, text] of all) {
    const folder = name.includes('/') ? name.slice(0, name.indexOf('/')) : null;
    if (folder && !SHIPPED_MERCHANTS.includes(folder)) continue;
    files.set(name, name === 'domains.json' ? shippedDomains(text) : text);
  }
  return { files, schemas };
}

/** A copy of the shipped site-config in `target` (for the CLI tests), without merchants an operator added. */
export async function copyShippedConfig(target: string): Promise<void> {
  await cp(SITE_CONFIG, target, { recursive: true });
  const extra = merchantFolders(await readFileSet(target)).filter((f) => !SHIPPED_MERCHANTS.includes(f));
  for (const folder of extra) await rm(path.join(target, folder), { recursive: true, force: true });
  const domains = path.join(target, 'domains.json');
  await writeFile(domains, shippedDomains(await readFile(domains, 'utf8')));
}
