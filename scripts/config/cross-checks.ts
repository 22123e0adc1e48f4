/**
 * Checks a JSON Schema cannot express: rules between fields, between a merchant and the shared catalogues,
 * and between merchants. Every function reads its input defensively (the data may have failed its schema).
 */
import { contrastRatio, formatRatio, pairKind, pairsToCheck } from './contrast.ts';
import type { UsedPair } from './css-colour-pairs.ts';
import { show, showList } from './ajv-messages.ts';
import { arrayAt, isObject, numberAt, objectAt, pointer, stringAt, type JsonObject } from './json-access.ts';
import type { FileSet } from './types.ts';
import { checkResponsibleGambling } from './responsible-gambling-checks.ts';

/** A problem before the file name is attached: the file is a path relative to the config folder. */
export interface RawProblem {
  file: string;
  pointer: string;
  message: string;
  /** True when this problem says better what a schema error at the same pointer says (that error is dropped). */
  supersedesSchema?: boolean;
}

/** The parsed files of a configuration folder (undefined where a file is missing or is not JSON). */
export interface LoadedConfig {
  files: FileSet;
  /** Display name of the config folder, used inside messages ("site-config"). */
  root: string;
  /** Merchant folder -> parsed merchant.json (undefined when missing or unparsable). */
  merchants: ReadonlyMap<string, unknown>;
  domains: unknown;
  navigation: unknown;
  patterns: unknown;
  routes: unknown;
  /** Platform codes with a dictionary in src/locales (e.g. EN, PT, TY). */
  dictionaries: readonly string[];
  /** Platform code -> the keys its dictionary translates (see dictionaries.ts). */
  translations: ReadonlyMap<string, ReadonlySet<string>>;
  /** Text/background pairs the stylesheets combine (see css-colour-pairs.ts). */
  colourPairs: readonly UsedPair[];
}

/** Navigation categories of SPEC section 2; HOME and PROMO are always shown. */
export const NAV_CATEGORY_IDS = [
  'HOME',
  'PROMO',
  'ELOTT',
  'LOTT',
  'BGS',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];
const ALWAYS_SHOWN = ['HOME', 'PROMO'];

/** The platform's registration pattern ids (PLATFORM-NOTES): the client owns a message for each. */
export const PLATFORM_PATTERN_IDS = [...Array.from({ length: 20 }, (_, i) => i), 999];

/** Agent menu entries that SPEC section 2 makes conditional on a flag. */
const CONDITIONAL_AGENT_PAGES: Readonly<Record<string, string>> = {
  dividendRecord: 'enableCt',
  dailyWages: 'salary',
  hourlySalary: 'hourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const CS_POSITION = /^[A-Z][A-Z0-9_]*-[0-9]+$/;
const TELEGRAM = /^(?:@[A-Za-z0-9_]{5,32}|https:\/\/\S+)$/;
const HTTPS = /^https:\/\/\S+$/;
/** The schema's asset path and route link patterns: values that fail them are reported by the schema alone. */
export const ASSET_PATH =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|ico)$/;
export const ROUTE_LINK = /^\/[A-Za-z0-9._/-]*(\?[^#\s]*)?(#\S*)?$/;
export const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** A host that can be mapped: valid (the schema reports invalid ones) and not a localhost alias. */
function servable(host: string): boolean {
  return HOST_NAME.test(host) && !host.endsWith('.localhost');
}

/** Compiles a regex source the way the front end does (u flag); returns the reason when it does not compile. */
export function regexError(source: string): string | null {
  try {
    new RegExp(source, 'u');
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.slice(message.lastIndexOf(': ') + 2);
  }
}

function routePath(link: string): string {
  return link.split(/[?#]/, 1)[0] ?? link;
}

function knownRoutes(config: LoadedConfig): Set<string> | null {
  const routes = arrayAt(config.routes, 'routes');
  if (!routes.length) return null;
  return new Set(routes.map((r) => stringAt(r, 'path')).filter((p): p is string => p !== undefined));
}

function knownPatternIds(config: LoadedConfig): Set<number> | null {
  const patterns = arrayAt(config.patterns, 'patterns');
  if (!patterns.length) return null;
  return new Set(patterns.map((p) => numberAt(p, 'id')).filter((id): id is number => id !== undefined));
}

/** Folders that hold a merchant.json. */
function existingMerchants(config: LoadedConfig): string[] {
  return [...config.merchants.keys()].filter((folder) => config.files.has(`${folder}/merchant.json`));
}

function hostsOf(merchant: unknown): string[] {
  return arrayAt(merchant, 'domains', 'hosts').filter((h): h is string => typeof h === 'string');
}

// ---------------------------------------------------------------------------------------------------------------
// One merchant
// ---------------------------------------------------------------------------------------------------------------

export function checkMerchant(folder: string, merchant: unknown, config: LoadedConfig): RawProblem[] {
  const file = `${folder}/merchant.json`;
  const problems: RawProblem[] = [];
  const report: Report = (ptr, message, supersedesSchema) =>
    problems.push(
      supersedesSchema ? { file, pointer: ptr, message, supersedesSchema } : { file, pointer: ptr, message },
    );
  if (!isObject(merchant)) return problems;

  const code = stringAt(merchant, 'code');
  if (code !== undefined && code !== folder)
    report('/code', `${show(code)} must equal the folder name ${show(folder)}`);

  checkLanguages(merchant, config, report);
  checkDomains(merchant, report);
  checkAssets(folder, merchant, config, report);
  checkRoutes(merchant, config, report);
  checkPalettes(merchant, config, report);
  checkHome(merchant, report);
  checkFooter(merchant, report);
  checkCustomerService(merchant, report);
  checkAgentHours(merchant, report);
  checkRegistration(merchant, report);
  checkRegistrationRules(merchant, config, report);
  checkMenus(merchant, report);
  checkPageSizes(merchant, report);
  checkTranslationKeys(merchant, config, report);
  checkResponsibleGambling(merchant, config.routes, `${config.root}/routes.json`, report);
  return problems;
}

type Report = (ptr: string, message: string, supersedesSchema?: boolean) => void;

function checkLanguages(merchant: JsonObject, config: LoadedConfig, report: Report): void {
  // "not one of the supported languages [EN, TY]" says more than the schema's list of all 29 codes.
  const supported = arrayAt(merchant, 'languages', 'supported');
  const fallback = stringAt(merchant, 'languages', 'default');
  supported.forEach((language, i) => {
    if (typeof language !== 'string' || config.dictionaries.includes(language)) return;
    report(
      pointer('languages', 'supported', i),
      `${show(language)} has no dictionary in src/locales/${language.toLowerCase()}/, so the site would show another language's text under lang="${language.toLowerCase()}" (languages with dictionaries: ${showList(config.dictionaries)})`,
    );
  });
  if (fallback === undefined || !supported.length) return;
  if (!supported.includes(fallback)) {
    report(
      '/languages/default',
      `${show(fallback)} is not one of the supported languages ${showList(supported)}`,
      true,
    );
  }
}

function checkDomains(merchant: JsonObject, report: Report): void {
  const hosts = hostsOf(merchant);
  hosts.forEach((host, i) => {
    if (host.endsWith('.localhost')) {
      report(
        pointer('domains', 'hosts', i),
        `${show(host)} is a localhost alias: leave it out (unlisted hosts are served by the default merchant of domains.json)`,
      );
    }
  });
  arrayAt(merchant, 'domains', 'own').forEach((host, i) => {
    if (typeof host === 'string' && !hosts.includes(host)) {
      report(pointer('domains', 'own', i), `${show(host)} is not one of this merchant's hosts (domains.hosts)`);
    }
  });
  for (const host of Object.keys(objectAt(merchant, 'merchantCodes', 'byDomain') ?? {})) {
    if (!hosts.includes(host)) {
      report(
        pointer('merchantCodes', 'byDomain', host),
        `host ${show(host)} is not one of this merchant's hosts (domains.hosts)`,
      );
    }
  }
}

/** Every asset path a merchant names, with its pointer. */
export function assetReferences(merchant: unknown): { ptr: string; path: string }[] {
  const refs: { ptr: string; path: string }[] = [];
  for (const key of ['logo', 'favicon']) {
    const path = stringAt(merchant, 'brand', key);
    if (path !== undefined) refs.push({ ptr: pointer('brand', key), path });
  }
  for (const list of ['licences', 'paymentLogos', 'vendorLogos']) {
    arrayAt(merchant, 'footer', list).forEach((item, i) => {
      const path = stringAt(item, 'logo');
      if (path !== undefined) refs.push({ ptr: pointer('footer', list, i, 'logo'), path });
    });
  }
  return refs;
}

function checkAssets(folder: string, merchant: JsonObject, config: LoadedConfig, report: Report): void {
  for (const { ptr, path } of assetReferences(merchant)) {
    if (!ASSET_PATH.test(path)) continue; // the schema reports it
    if (!config.files.has(`${folder}/${path}`))
      report(ptr, `file ${show(path)} not found in ${config.root}/${folder}/`);
  }
}

/** The string `field` of every item of the array at `path`, with its pointer. */
function fieldOfEach(value: unknown, path: readonly string[], field: string): { ptr: string; value: string }[] {
  return arrayAt(value, ...path).flatMap((item, i) => {
    const found = stringAt(item, field);
    return found === undefined ? [] : [{ ptr: pointer(...path, i, field), value: found }];
  });
}

/** The footer's link lists and the member and agent menus: the lists whose entries name a route and a label. */
const LINK_LISTS = [
  ['footer', 'products'],
  ['footer', 'help'],
  ['memberMenu', 'entries'],
  ['agentMenu', 'entries'],
] as const;

/** Every route link a merchant names, with its pointer. */
export function routeReferences(merchant: unknown): { ptr: string; route: string }[] {
  const inList = (path: readonly string[]) =>
    fieldOfEach(merchant, path, 'route').map(({ ptr, value }) => ({ ptr, route: value }));
  const guides = ['iosLite', 'android'].flatMap((app) => {
    const route = stringAt(merchant, 'appDownloads', app, 'guideRoute');
    return route === undefined ? [] : [{ ptr: pointer('appDownloads', app, 'guideRoute'), route }];
  });
  const [products, help, ...menus] = LINK_LISTS;
  return [...inList(products), ...inList(help), ...guides, ...inList(['bottomBar']), ...menus.flatMap(inList)];
}

function checkRoutes(merchant: JsonObject, config: LoadedConfig, report: Report): void {
  const routes = knownRoutes(config);
  if (!routes) return;
  for (const { ptr, route } of routeReferences(merchant)) {
    if (!ROUTE_LINK.test(route)) continue; // the schema reports it
    if (!routes.has(routePath(route)))
      report(ptr, `route ${show(routePath(route))} is not in ${config.root}/routes.json`);
  }
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function checkPalettes(merchant: JsonObject, config: LoadedConfig, report: Report): void {
  // The pairs the stylesheets use, plus the fixed list (focus ring, status colours) for what CSS does not show.
  const pairs = pairsToCheck(config.colourPairs);
  for (const mode of ['dark', 'light']) {
    const palette = objectAt(merchant, 'theme', 'palettes', mode);
    if (!palette) continue;
    for (const pair of pairs) {
      const fg = palette[pair.foreground];
      const bg = palette[pair.background];
      if (typeof fg !== 'string' || typeof bg !== 'string' || !HEX.test(fg) || !HEX.test(bg)) continue;
      const ratio = contrastRatio(fg, bg);
      if (ratio < pair.minimum) {
        const kind = pairKind(pair);
        report(
          pointer('theme', 'palettes', mode, pair.foreground),
          `${pair.foreground} ${fg} on ${pair.background} ${bg} has a contrast of ${formatRatio(ratio)}; WCAG AA needs at least ${pair.minimum}:1 for ${kind}${pair.usedBy ? ` (used by ${pair.usedBy})` : ''}`,
        );
      }
    }
  }
}

function checkHome(merchant: JsonObject, report: Report): void {
  const seen = new Map<string, number>();
  arrayAt(merchant, 'home', 'sections').forEach((section, i) => {
    if (!isObject(section)) return;
    const source = section['source'];
    if (source === 'CATEGORY' && section['category'] === undefined) {
      report(pointer('home', 'sections', i), 'a section with source CATEGORY needs a "category"');
    }
    if (source !== 'CATEGORY' && typeof source === 'string' && section['category'] !== undefined) {
      report(
        pointer('home', 'sections', i, 'category'),
        `only sections with source CATEGORY take a category (this one has source ${source})`,
      );
    }
    if (source === 'MATCHES' && !arrayAt(merchant, 'navigation', 'order').includes('SPORTS')) {
      report(
        pointer('home', 'sections', i, 'source'),
        'a MATCHES section opens the sportsbook: add "SPORTS" to navigation.order or remove the section',
      );
    }
    const id = section['id'];
    if (typeof id === 'string') {
      const first = seen.get(id);
      if (first !== undefined)
        report(pointer('home', 'sections', i, 'id'), `section id ${show(id)} is already used by sections/${first}`);
      else seen.set(id, i);
    }
  });
}

function checkFooter(merchant: JsonObject, report: Report): void {
  arrayAt(merchant, 'footer', 'contact').forEach((item, i) => {
    const kind = stringAt(item, 'kind');
    const value = stringAt(item, 'value');
    if (kind === undefined || value === undefined) return;
    const ptr = pointer('footer', 'contact', i, 'value');
    if (kind === 'email' && !EMAIL.test(value)) report(ptr, `${show(value)} does not look like an e-mail address`);
    if (kind === 'phone' && !PHONE.test(value))
      report(ptr, `${show(value)} does not look like a phone number such as +63 2 8123 4567`);
    if (kind === 'livechat' && !CS_POSITION.test(value)) {
      report(ptr, `${show(value)} does not look like a customer-service position such as LIVECHAT-1`);
    }
    if (kind === 'telegram' && !TELEGRAM.test(value))
      report(ptr, `${show(value)} does not look like a Telegram handle (@name) or an https:// link`);
    if (['whatsapp', 'zalo', 'viber'].includes(kind) && !PHONE.test(value) && !HTTPS.test(value)) {
      report(ptr, `${show(value)} does not look like a phone number or an https:// link`);
    }
  });
}

function checkCustomerService(merchant: JsonObject, report: Report): void {
  const seen = new Map<string, number>();
  arrayAt(merchant, 'customerService', 'placements').forEach((placement, i) => {
    const where = stringAt(placement, 'where');
    if (where === undefined) return;
    const first = seen.get(where);
    if (first !== undefined) {
      report(
        pointer('customerService', 'placements', i, 'where'),
        `${show(where)} already has a customer-service button (placements/${first})`,
      );
    } else seen.set(where, i);
  });
}

function checkAgentHours(merchant: JsonObject, report: Report): void {
  const open = stringAt(merchant, 'agent', 'supportHours', 'open');
  const close = stringAt(merchant, 'agent', 'supportHours', 'close');
  const time = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
  if (open && close && time.test(open) && time.test(close) && close <= open) {
    report('/agent/supportHours/close', `${show(close)} is not after the opening time ${show(open)}`);
  }
  const timezone = stringAt(merchant, 'agent', 'supportHours', 'timezone');
  if (timezone !== undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: timezone });
    } catch {
      report('/agent/supportHours/timezone', `${show(timezone)} is not a known IANA time zone (such as Asia/Manila)`);
    }
  }
}

function checkRegistration(merchant: JsonObject, report: Report): void {
  const bonus = objectAt(merchant, 'registration', 'welcomeBonus');
  if (bonus?.['enabled'] === true && Array.isArray(bonus['channels']) && bonus['channels'].length === 0) {
    report(
      '/registration/welcomeBonus/channels',
      'the welcome bonus is enabled, so it needs at least one channel (ZALO or WHATSAPP)',
    );
  }
}

function checkRegistrationRules(merchant: JsonObject, config: LoadedConfig, report: Report): void {
  const rules = objectAt(merchant, 'registrationRules');
  if (!rules) return;
  const patternIds = knownPatternIds(config);
  for (const [field, rule] of Object.entries(rules)) {
    if (!isObject(rule)) continue;
    const ptr = pointer('registrationRules', field);
    const patternId = rule['patternId'];
    if (patternIds && typeof patternId === 'number' && !patternIds.has(patternId)) {
      report(
        `${ptr}/patternId`,
        `pattern ${patternId} is not in the pattern catalogue (${config.root}/registration-patterns.json)`,
      );
    }
    const accepted = rule['acceptedPattern'];
    if (typeof accepted === 'string' && accepted !== '*' && accepted !== '') {
      const error = regexError(accepted);
      if (error) report(`${ptr}/acceptedPattern`, `${show(accepted)} is not a valid regular expression: ${error}`);
    }
    const min = rule['minLength'];
    const max = rule['maxLength'];
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      report(ptr, `minLength ${min} is greater than maxLength ${max}`);
    if (rule['required'] === true && rule['enabled'] === false)
      report(ptr, 'required is true but enabled is false: a hidden field cannot be required');
  }
  const flags = objectAt(merchant, 'siteFlags');
  if (!flags) return;
  const enabled = (field: string) => objectAt(rules, field)?.['enabled'] === true;
  if (flags['USERNAMEREG3'] === '1' && isObject(rules['username']) && !enabled('username')) {
    report(
      '/registrationRules/username/enabled',
      'USERNAMEREG3 is "1" (registration by username), so the username rule must be enabled',
    );
  }
  if (flags['MOBILENUMREG3'] === '1' && !enabled('mobileNum')) {
    report(
      '/registrationRules',
      'MOBILENUMREG3 is "1" (registration by mobile), so it needs an enabled mobileNum rule',
    );
  }
  if (flags['USERNAMEREG3'] === '0' && flags['MOBILENUMREG3'] === '0') {
    report('/siteFlags', 'USERNAMEREG3 and MOBILENUMREG3 are both "0": visitors could not register at all');
  }
}

function checkMenus(merchant: JsonObject, report: Report): void {
  for (const menu of ['memberMenu', 'agentMenu']) {
    const ids: string[] = [];
    arrayAt(merchant, menu, 'entries').forEach((entry, i) => {
      const id = stringAt(entry, 'id');
      if (id === undefined) return;
      if (ids.includes(id)) report(pointer(menu, 'entries', i, 'id'), `${show(id)} is listed twice in this menu`);
      ids.push(id);
      const flag = menu === 'agentMenu' ? CONDITIONAL_AGENT_PAGES[id] : undefined;
      if (flag && stringAt(entry, 'requiresFlag') !== flag) {
        report(
          pointer(menu, 'entries', i),
          `the ${id} entry must have "requiresFlag": ${show(flag)} (SPEC: it shows only when that flag is on)`,
        );
      }
    });
    const fallback = stringAt(merchant, menu, 'defaultEntry');
    if (fallback !== undefined && ids.length && !ids.includes(fallback)) {
      report(pointer(menu, 'defaultEntry'), `${show(fallback)} is not one of the menu's entries ${showList(ids)}`);
    }
  }
}

function checkPageSizes(merchant: JsonObject, report: Report): void {
  const min = numberAt(merchant, 'pageSizes', 'hotGames', 'min');
  const max = numberAt(merchant, 'pageSizes', 'hotGames', 'max');
  if (min !== undefined && max !== undefined && min > max)
    report('/pageSizes/hotGames', `min ${min} is greater than max ${max}`);
  const shown = numberAt(merchant, 'pageSizes', 'biggestWinsShown');
  const fetched = numberAt(merchant, 'pageSizes', 'winnerBoardRequest');
  if (shown !== undefined && fetched !== undefined && shown > fetched) {
    report(
      '/pageSizes/biggestWinsShown',
      `${shown} is more than winnerBoardRequest (${fetched}): the board cannot show more winners than it fetches`,
    );
  }
}

/** Every translation key a merchant names (labels and titles), with its pointer. */
export function translationKeyReferences(merchant: unknown): { ptr: string; key: string }[] {
  return [
    ...LINK_LISTS.flatMap((path) => fieldOfEach(merchant, path, 'labelKey')),
    ...fieldOfEach(merchant, ['home', 'sections'], 'titleKey'),
  ].map(({ ptr, value }) => ({ ptr, key: value }));
}

/** The languages among `languages` whose dictionary lacks `key` (languages without a dictionary are reported apart). */
function untranslatedIn(key: string, languages: readonly string[], config: LoadedConfig): string[] {
  return languages.filter((language) => {
    const keys = config.translations.get(language);
    return keys !== undefined && !keys.has(key);
  });
}

function untranslatedMessage(key: string, missing: readonly string[]): string {
  const folders = missing.map((language) => `src/locales/${language.toLowerCase()}/`).join(', ');
  return `${show(key)} has no translation in ${folders} (common.json or later.json), so the page would show the raw key: add it there or use a key that exists`;
}

function checkTranslationKeys(merchant: JsonObject, config: LoadedConfig, report: Report): void {
  const supported = arrayAt(merchant, 'languages', 'supported').filter((l): l is string => typeof l === 'string');
  for (const { ptr, key } of translationKeyReferences(merchant)) {
    const missing = untranslatedIn(key, supported, config);
    if (missing.length) report(ptr, untranslatedMessage(key, missing));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Between merchants, and with domains.json
// ---------------------------------------------------------------------------------------------------------------

export function checkAcrossMerchants(config: LoadedConfig): RawProblem[] {
  const problems: RawProblem[] = [];
  const hostUsers = new Map<string, Set<string>>();
  const codeUsers = new Map<string, Set<string>>();
  const use = (map: Map<string, Set<string>>, key: string, folder: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(folder));
  const codesOf = (merchant: unknown): { ptr: string; code: string }[] => {
    const codes: { ptr: string; code: string }[] = [];
    const fallback = stringAt(merchant, 'merchantCodes', 'default');
    if (fallback !== undefined) codes.push({ ptr: '/merchantCodes/default', code: fallback });
    for (const [host, code] of Object.entries(objectAt(merchant, 'merchantCodes', 'byDomain') ?? {})) {
      if (typeof code === 'string') codes.push({ ptr: pointer('merchantCodes', 'byDomain', host), code });
    }
    return codes;
  };
  for (const [folder, merchant] of config.merchants) {
    for (const host of hostsOf(merchant)) use(hostUsers, host, folder);
    for (const { code } of codesOf(merchant)) use(codeUsers, code, folder);
  }
  const others = (users: Set<string> | undefined, folder: string) =>
    [...(users ?? [])].filter((f) => f !== folder).map((f) => show(f));
  for (const [folder, merchant] of config.merchants) {
    const file = `${folder}/merchant.json`;
    hostsOf(merchant).forEach((host, i) => {
      const elsewhere = others(hostUsers.get(host), folder);
      if (elsewhere.length) {
        problems.push({
          file,
          pointer: pointer('domains', 'hosts', i),
          message: `${show(host)} is also listed by merchant ${elsewhere.join(', ')}: a host serves one merchant`,
        });
      }
    });
    for (const { ptr, code } of codesOf(merchant)) {
      const elsewhere = others(codeUsers.get(code), folder);
      if (elsewhere.length)
        problems.push({
          file,
          pointer: ptr,
          message: `merchant code ${show(code)} is also used by merchant ${elsewhere.join(', ')}`,
        });
    }
  }
  return problems;
}

export function checkDomainMap(config: LoadedConfig): RawProblem[] {
  const file = 'domains.json';
  const problems: RawProblem[] = [];
  if (!isObject(config.domains)) return problems;
  const merchants = existingMerchants(config);
  const known = `(merchants: ${merchants.join(', ') || 'none'})`;
  const fallback = stringAt(config.domains, 'defaultMerchant');
  if (fallback !== undefined && !merchants.includes(fallback)) {
    problems.push({ file, pointer: '/defaultMerchant', message: `merchant ${show(fallback)} does not exist ${known}` });
  }
  const map = objectAt(config.domains, 'hosts') ?? {};
  for (const [host, folder] of Object.entries(map)) {
    if (typeof folder !== 'string') continue;
    const ptr = pointer('hosts', host);
    if (!merchants.includes(folder))
      problems.push({ file, pointer: ptr, message: `merchant ${show(folder)} does not exist ${known}` });
    else if (config.merchants.get(folder) !== undefined && !hostsOf(config.merchants.get(folder)).includes(host)) {
      problems.push({
        file,
        pointer: ptr,
        message: `merchant ${show(folder)} does not list ${show(host)} in its domains.hosts`,
      });
    }
  }
  for (const [folder, merchant] of config.merchants) {
    for (const host of hostsOf(merchant).filter(servable)) {
      if (!(host in map)) {
        problems.push({
          file,
          pointer: '/hosts',
          message: `host ${show(host)} of merchant ${show(folder)} is missing (add ${show(host)}: ${show(folder)})`,
        });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared catalogues
// ---------------------------------------------------------------------------------------------------------------

export function checkNavigation(config: LoadedConfig): RawProblem[] {
  const file = 'navigation.json';
  const problems: RawProblem[] = [];
  const categories = arrayAt(config.navigation, 'categories');
  if (!isObject(config.navigation)) return problems;
  const routes = knownRoutes(config);
  const seen = new Set<string>();
  categories.forEach((category, i) => {
    const id = stringAt(category, 'id');
    if (id === undefined) return;
    if (seen.has(id))
      problems.push({ file, pointer: pointer('categories', i, 'id'), message: `${show(id)} is listed twice` });
    seen.add(id);
    const route = stringAt(category, 'route');
    if (routes && route !== undefined && ROUTE_LINK.test(route) && !routes.has(route)) {
      problems.push({
        file,
        pointer: pointer('categories', i, 'route'),
        message: `route ${show(route)} is not in ${config.root}/routes.json`,
      });
    }
    const labelKey = stringAt(category, 'labelKey');
    const missing = labelKey === undefined ? [] : untranslatedIn(labelKey, config.dictionaries, config);
    if (labelKey !== undefined && missing.length) {
      problems.push({
        file,
        pointer: pointer('categories', i, 'labelKey'),
        message: untranslatedMessage(labelKey, missing),
      });
    }
    if (ALWAYS_SHOWN.includes(id) && isObject(category) && category['alwaysShown'] === false) {
      problems.push({
        file,
        pointer: pointer('categories', i, 'alwaysShown'),
        message: `${id} is always shown (SPEC section 2): set alwaysShown to true`,
      });
    }
  });
  const missing = NAV_CATEGORY_IDS.filter((id) => !seen.has(id));
  if (missing.length)
    problems.push({ file, pointer: '/categories', message: `missing categories ${showList(missing)}` });
  return problems;
}

export function checkRouteCatalogue(config: LoadedConfig): RawProblem[] {
  const file = 'routes.json';
  const problems: RawProblem[] = [];
  const routes = arrayAt(config.routes, 'routes');
  const paths = new Set<string>();
  routes.forEach((route, i) => {
    const path = stringAt(route, 'path');
    if (path === undefined) return;
    if (paths.has(path))
      problems.push({ file, pointer: pointer('routes', i, 'path'), message: `${show(path)} is listed twice` });
    paths.add(path);
  });
  routes.forEach((route, i) => {
    const alias = stringAt(route, 'aliasOf');
    if (alias !== undefined && !paths.has(alias)) {
      problems.push({
        file,
        pointer: pointer('routes', i, 'aliasOf'),
        message: `${show(alias)} is not a route of this catalogue`,
      });
    }
  });
  return problems;
}

export function checkPatternCatalogue(config: LoadedConfig): RawProblem[] {
  const file = 'registration-patterns.json';
  const problems: RawProblem[] = [];
  if (!isObject(config.patterns)) return problems;
  const ids = new Set<number>();
  arrayAt(config.patterns, 'patterns').forEach((pattern, i) => {
    const id = numberAt(pattern, 'id');
    if (id === undefined) return;
    if (ids.has(id))
      problems.push({ file, pointer: pointer('patterns', i, 'id'), message: `pattern id ${id} is listed twice` });
    ids.add(id);
    const key = stringAt(pattern, 'messageKey');
    if (key !== undefined && key !== `reg_pattern_${id}`) {
      problems.push({
        file,
        pointer: pointer('patterns', i, 'messageKey'),
        message: `${show(key)} must be "reg_pattern_${id}" (the key of pattern ${id})`,
      });
    }
    const source = stringAt(pattern, 'regex');
    if (source === undefined) return;
    const error = regexError(source);
    if (error) {
      problems.push({
        file,
        pointer: pointer('patterns', i, 'regex'),
        message: `${show(source)} is not a valid regular expression: ${error}`,
      });
      return;
    }
    const regex = new RegExp(source, 'u');
    for (const [list, expected] of [
      ['accepted', true],
      ['rejected', false],
    ] as const) {
      arrayAt(pattern, 'examples', list).forEach((example, j) => {
        if (typeof example === 'string' && regex.test(example) !== expected) {
          problems.push({
            file,
            pointer: pointer('patterns', i, 'examples', list, j),
            message: `the regex ${expected ? 'rejects' : 'accepts'} ${show(example)}, but it is listed as ${list}`,
          });
        }
      });
    }
  });
  const missing = PLATFORM_PATTERN_IDS.filter((id) => !ids.has(id));
  if (missing.length)
    problems.push({ file, pointer: '/patterns', message: `missing platform pattern ids ${showList(missing)}` });
  return problems;
}
