import { displayPath, merchantFolders, readFileSet } from './file-set.ts';
import { arrayAt, objectAt, parseJson } from './json-access.ts';
import type { FileSet } from './types.ts';

/** The one-line OK summary of a valid config folder. */
export function summaryLine(files: FileSet, displayRoot: string): string {
  const merchants = merchantFolders(files);
  let hosts = 0;
  for (const folder of merchants) {
    const parsed = parseJson(files.get(`${folder}/merchant.json`) ?? 'null');
    if (parsed.ok) hosts += arrayAt(parsed.value, 'domains', 'hosts').length;
  }
  const domains = parseJson(files.get('domains.json') ?? 'null');
  const fallback = domains.ok ? String(objectAt(domains.value)?.['defaultMerchant'] ?? '?') : '?';
  return (
    `config:check OK: ${displayRoot}/ has ${merchants.length} merchant${merchants.length === 1 ? '' : 's'} ` +
    `(${merchants.join(', ')}; default ${fallback}) serving ${hosts} host${hosts === 1 ? '' : 's'}, ` +
    `plus domains.json, navigation.json, registration-patterns.json and routes.json`
  );
}

export async function summarise(configDir: string): Promise<string> {
  return summaryLine(await readFileSet(configDir), displayPath(configDir));
}
