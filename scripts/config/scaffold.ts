/** `npm run merchant:new`: the files a new merchant adds to (or changes in) a config folder. Pure: nothing is written here. */
import { HOST_NAME } from './cross-checks.ts';
import { merchantFolders } from './file-set.ts';
import { arrayAt, isObject, objectAt, parseJson, stringAt } from './json-access.ts';
import { merchantTemplate, templateAssets } from './template.ts';
import type { FileSet, SchemaSet } from './types.ts';

export interface ScaffoldRequest {
  /** The merchant id, also its folder name, e.g. "acme". */
  code: string;
  /** Brand name; defaults to the code in title case ("lucky-star" -> "Lucky Star"). */
  name?: string;
  /** Host serving the merchant; defaults to "<code>.example". */
  domain?: string;
}

export type ScaffoldResult =
  | { ok: true; code: string; host: string; merchantCode: string; writes: Map<string, string> }
  | { ok: false; error: string };

export const MERCHANT_ID = /^[a-z][a-z0-9-]{1,31}$/;

export function titleCase(code: string): string {
  return code
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Every platform merchant code in use, across all merchants. */
function usedMerchantCodes(files: FileSet): Set<string> {
  const codes = new Set<string>();
  for (const folder of merchantFolders(files)) {
    const parsed = parseJson(files.get(`${folder}/merchant.json`) ?? 'null');
    if (!parsed.ok) continue;
    const fallback = stringAt(parsed.value, 'merchantCodes', 'default');
    if (fallback) codes.add(fallback);
    for (const code of Object.values(objectAt(parsed.value, 'merchantCodes', 'byDomain') ?? {}))
      if (typeof code === 'string') codes.add(code);
  }
  return codes;
}

/** A placeholder platform code derived from the merchant id ("lucky-star" -> "LUCKYSTA"), made unique with a number. */
export function placeholderMerchantCode(code: string, used: ReadonlySet<string>): string {
  const base = code
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)
    .padEnd(2, 'X');
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = base.slice(0, 12 - String(n).length) + String(n);
    if (!used.has(candidate)) return candidate;
  }
}

/** Every host already claimed by a merchant or by domains.json. */
function usedHosts(files: FileSet, domains: unknown): Map<string, string> {
  const hosts = new Map<string, string>();
  for (const folder of merchantFolders(files)) {
    const parsed = parseJson(files.get(`${folder}/merchant.json`) ?? 'null');
    if (parsed.ok)
      for (const host of arrayAt(parsed.value, 'domains', 'hosts'))
        if (typeof host === 'string') hosts.set(host, folder);
  }
  for (const [host, folder] of Object.entries(objectAt(domains, 'hosts') ?? {}))
    if (typeof folder === 'string') hosts.set(host, folder);
  return hosts;
}

export function scaffoldMerchant(
  files: FileSet,
  schemas: SchemaSet,
  request: ScaffoldRequest,
  displayRoot = 'site-config',
): ScaffoldResult {
  const { code } = request;
  if (!MERCHANT_ID.test(code)) {
    return {
      ok: false,
      error: `"${code}" is not a valid merchant id: use 2 to 32 lower-case letters, digits and hyphens, starting with a letter (e.g. "acme")`,
    };
  }
  if (merchantFolders(files).includes(code))
    return { ok: false, error: `merchant "${code}" already exists (${displayRoot}/${code}/)` };

  const name = (request.name ?? titleCase(code)).trim();
  if (!name || name.length > 40)
    return { ok: false, error: `the brand name must be 1 to 40 characters (got "${name}")` };

  const domainsText = files.get('domains.json');
  const domains = domainsText === undefined ? undefined : parseJson(domainsText);
  if (!domains?.ok || !isObject(domains.value) || !isObject(domains.value['hosts'])) {
    return {
      ok: false,
      error: `${displayRoot}/domains.json is missing or unreadable: fix it first (npm run config:check)`,
    };
  }

  const host = (request.domain ?? `${code}.example`).toLowerCase();
  if (!HOST_NAME.test(host)) {
    return {
      ok: false,
      error: `"${host}" is not a valid host name: use a lower-case name with a dot, such as play.example.com (no scheme, port or path)`,
    };
  }
  const owner = usedHosts(files, domains.value).get(host);
  if (owner !== undefined) return { ok: false, error: `host "${host}" already serves merchant "${owner}"` };

  const patterns = parseJson(files.get('registration-patterns.json') ?? 'null');
  const merchantCode = placeholderMerchantCode(code, usedMerchantCodes(files));
  const merchant = merchantTemplate(schemas, {
    code,
    name,
    host,
    merchantCode,
    patterns: patterns.ok ? patterns.value : undefined,
  });

  const writes = new Map<string, string>();
  writes.set(`${code}/merchant.json`, JSON.stringify(merchant, null, 2) + '\n');
  for (const [path, content] of Object.entries(templateAssets())) writes.set(`${code}/${path}`, content);
  const updatedDomains = { ...domains.value, hosts: { ...(domains.value['hosts'] as object), [host]: code } };
  writes.set('domains.json', JSON.stringify(updatedDomains, null, 2) + '\n');
  return { ok: true, code, host, merchantCode, writes };
}
