/** What src/locales holds: which languages have a dictionary, and which keys each can translate. */
import fs from 'node:fs';
import path from 'node:path';

/** The languages the site has a dictionary for: the folders of src/locales, as platform codes (en -> EN). */
export function siteDictionaries(root: string): string[] {
  const dir = path.join(root, 'src/locales');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.readdirSync(path.join(dir, d.name)).some((f) => f.endsWith('.json')))
    .map((d) => d.name.toUpperCase())
    .sort();
}

/**
 * The namespaces a config key (labelKey, titleKey) is looked up in, in order: the site's default namespace, then
 * its fallback (src/lib/i18n/i18n-options.ts), since config keys name no namespace.
 */
export const CONFIG_KEY_NAMESPACES = ['common', 'later'] as const;

/** Dotted keys of every string in a nested dictionary ({"footer": {"blog": "Blog"}} -> "footer.blog"). */
function leafKeys(value: unknown, prefix: string, into: Set<string>): void {
  if (typeof value === 'string') into.add(prefix);
  else if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, child] of Object.entries(value)) leafKeys(child, prefix ? `${prefix}.${key}` : key, into);
}

/** Platform code (EN) -> the keys a config file may name that the language's dictionary translates. */
export function siteTranslationKeys(root: string): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const language of siteDictionaries(root)) {
    const found = new Set<string>();
    for (const namespace of CONFIG_KEY_NAMESPACES) {
      const file = path.join(root, 'src/locales', language.toLowerCase(), `${namespace}.json`);
      if (fs.existsSync(file)) leafKeys(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, '', found);
    }
    keys.set(language, found);
  }
  return keys;
}
