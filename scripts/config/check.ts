import path from 'node:path';
import { translateAjvError } from './ajv-messages.ts';
import {
  checkAcrossMerchants,
  checkDomainMap,
  checkMerchant,
  checkNavigation,
  checkPatternCatalogue,
  checkRouteCatalogue,
  type LoadedConfig,
  type RawProblem,
} from './cross-checks.ts';
import { displayPath, merchantFolders, readFileSet, readSchemaSet } from './file-set.ts';
import { sitePairs } from './css-colour-pairs.ts';
import { siteDictionaries, siteTranslationKeys } from './dictionaries.ts';
import { duplicateKeys, parseJson } from './json-access.ts';
import type { ConfigProblem, FileSet, SchemaSet } from './types.ts';
import { compileValidators, MERCHANT_SCHEMA, SHARED_FILES } from './validators.ts';

export interface CheckOptions {
  /** How the config folder is named in problems, e.g. "site-config" (the default). */
  displayRoot?: string;
  /** The project whose stylesheets and dictionaries the site is built from (default: this repository). */
  siteRoot?: string;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Notes, and drafts the config studio saves beside a file (`domains.json.draft`), which nothing reads. */
const ALLOWED_TOP_LEVEL = /\.(md|txt|draft)$/i;

/**
 * Validates a configuration folder held in memory: every merchant folder's merchant.json and the shared
 * files (domains.json, navigation.json, registration-patterns.json, routes.json) against schemas/config,
 * then the cross-file rules. Returns every problem found, grouped by file; [] means the folder is good.
 */
export function checkConfig(files: FileSet, schemas: SchemaSet, options: CheckOptions = {}): ConfigProblem[] {
  const root = options.displayRoot ?? 'site-config';
  const validators = compileValidators(schemas);
  const schemaProblems: RawProblem[] = [];
  const fileProblems: RawProblem[] = [];

  const load = (file: string, schemaName: string): unknown => {
    const text = files.get(file);
    if (text === undefined) {
      fileProblems.push({ file, pointer: '', message: 'file is missing' });
      return undefined;
    }
    const parsed = parseJson(text);
    if (!parsed.ok) {
      fileProblems.push({ file, pointer: '', message: parsed.message });
      return undefined;
    }
    for (const d of duplicateKeys(text)) {
      fileProblems.push({
        file,
        pointer: d.pointer,
        message: `key ${JSON.stringify(d.key)} is written twice in this object (first at line ${d.firstLine}); JSON keeps only the last one, so remove one`,
      });
    }
    const validate = validators.get(schemaName);
    if (validate && !validate(parsed.value)) {
      for (const error of validate.errors ?? []) {
        const translated = translateAjvError(error);
        if (translated) schemaProblems.push({ file, ...translated });
      }
    }
    return parsed.value;
  };

  for (const file of files.keys()) {
    if (!file.includes('/') && !(file in SHARED_FILES) && !ALLOWED_TOP_LEVEL.test(file)) {
      fileProblems.push({
        file,
        pointer: '',
        message: `unexpected file: ${root}/ holds ${Object.keys(SHARED_FILES).join(', ')} and one folder per merchant`,
      });
    }
  }

  const merchants = new Map<string, unknown>();
  for (const folder of merchantFolders(files)) {
    if (!files.has(`${folder}/merchant.json`)) {
      fileProblems.push({
        file: folder,
        pointer: '',
        message: `folder has no merchant.json: every folder in ${root}/ is a merchant (add one with npm run merchant:new, or remove the folder)`,
      });
      continue;
    }
    merchants.set(folder, load(`${folder}/merchant.json`, MERCHANT_SCHEMA));
  }

  const config: LoadedConfig = {
    files,
    root,
    merchants,
    domains: load('domains.json', SHARED_FILES['domains.json']),
    navigation: load('navigation.json', SHARED_FILES['navigation.json']),
    patterns: load('registration-patterns.json', SHARED_FILES['registration-patterns.json']),
    routes: load('routes.json', SHARED_FILES['routes.json']),
    dictionaries: siteDictionaries(options.siteRoot ?? REPO_ROOT),
    translations: siteTranslationKeys(options.siteRoot ?? REPO_ROOT),
    colourPairs: sitePairs(options.siteRoot ?? REPO_ROOT),
  };

  const crossProblems: RawProblem[] = [
    ...[...merchants].flatMap(([folder, merchant]) => checkMerchant(folder, merchant, config)),
    ...checkAcrossMerchants(config),
    ...checkDomainMap(config),
    ...checkNavigation(config),
    ...checkRouteCatalogue(config),
    ...checkPatternCatalogue(config),
  ];

  // Some cross-file checks say more than the schema at the same spot (e.g. "not one of the supported languages"
  // rather than the whole language catalogue): those replace the schema errors at that pointer.
  const crossAt = new Set(crossProblems.filter((p) => p.supersedesSchema).map((p) => `${p.file}\u0000${p.pointer}`));
  const merged = [
    ...fileProblems,
    ...schemaProblems.filter((p) => !crossAt.has(`${p.file}\u0000${p.pointer}`)),
    ...crossProblems,
  ];

  const seen = new Set<string>();
  const unique = merged.filter((p) => {
    const key = `${p.file}\u0000${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const order = fileOrder(files, merchants);
  return unique
    .map((p, i) => ({ p, i }))
    .sort((a, b) => order(a.p.file) - order(b.p.file) || a.p.file.localeCompare(b.p.file) || a.i - b.i)
    .map(({ p }) => ({ file: `${root}/${p.file}`, pointer: p.pointer, message: p.message }));
}

/** Merchants first (alphabetically), then the shared files. */
function fileOrder(files: FileSet, merchants: ReadonlyMap<string, unknown>): (file: string) => number {
  const folders = merchantFolders(files);
  const shared = Object.keys(SHARED_FILES);
  return (file) => {
    const folder = file.split('/', 1)[0] ?? file;
    if (file.includes('/') || merchants.has(folder) || folders.includes(folder)) return folders.indexOf(folder);
    const index = shared.indexOf(file);
    return folders.length + (index === -1 ? shared.length : index);
  };
}

/** Reads a config folder and the schemas from disk and checks them. Problems name files relative to the cwd. */
export async function checkConfigDir(
  configDir: string,
  schemasDir: string,
  options: CheckOptions = {},
): Promise<ConfigProblem[]> {
  const [files, schemas] = await Promise.all([readFileSet(configDir), readSchemaSet(schemasDir)]);
  const displayRoot = options.displayRoot ?? displayPath(configDir);
  return checkConfig(files, schemas, { displayRoot });
}

/** One problem as the CLI prints it: `site-config/acme/merchant.json: /languages/default: ...`. */
export function formatProblem(problem: ConfigProblem): string {
  return problem.pointer === ''
    ? `${problem.file}: ${problem.message}`
    : `${problem.file}: ${problem.pointer}: ${problem.message}`;
}
