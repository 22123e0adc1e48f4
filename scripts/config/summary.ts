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

/**
 * The routes declared with `"status": "planned"` (not built yet), one per line under a count, or "" when every
 * declared route is served. Printed after the OK line so nobody mistakes a declared route for a finished page.
 */
export function plannedRoutesNote(files: FileSet): string {
  const parsed = parseJson(files.get('routes.json') ?? 'null');
  if (!parsed.ok) return '';
  const planned = arrayAt(parsed.value, 'routes')
    .map((route) => objectAt(route))
    .filter((route) => route?.['status'] === 'planned')
    .map((route) => `  ${String(route?.['path'])}  ${String(route?.['purpose'] ?? '')}`);
  if (!planned.length) return '';
  return [
    `${planned.length} declared route${planned.length === 1 ? ' is' : 's are'} planned, not built yet:`,
    ...planned,
  ].join('\n');
}

export async function summarise(configDir: string): Promise<string> {
  const files = await readFileSet(configDir);
  return [summaryLine(files, displayPath(configDir)), plannedRoutesNote(files)].filter(Boolean).join('\n');
}
