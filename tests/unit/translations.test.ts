import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'src/locales');
const LANGUAGES = ['en', 'ty', 'pt'];

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      v && typeof v === 'object'
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
}

function dictionary(language: string, namespace = 'common'): Record<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  // A key a namespace lacks is looked up in `later` (i18n-options.ts fallbackNS), which its pages load.
  const later = dictionary('en', 'later');
  const english = { ...dictionary('en'), ...later };

  const NAMESPACES = readdirSync(path.join(localesDir, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    for (const namespace of NAMESPACES)
      it(`${language.toUpperCase()} translates every English string of ${namespace}, with the same placeholders`, () => {
        const english = dictionary('en', namespace);
        const other = dictionary(language, namespace);
        expect(Object.keys(english).filter((k) => !(k in other))).toEqual([]);
        expect(Object.keys(other).filter((k) => !(k in english))).toEqual([]);
        const mismatched = Object.keys(english).filter(
          (k) => k in other && placeholders(english[k]!).join() !== placeholders(other[k]!).join(),
        );
        expect(mismatched).toEqual([]);
      });
  }

  it("keeps the shell's words (header, footer, menus, app-wide dialogs) out of the later dictionary", () => {
    // These render on every page, also before a page of the later routes has loaded `later`; the side menu's
    // content and the feedback dialog load it with their code, and "not found" is one of the later routes.
    const loadsLater = (source: string) => source.includes("loadNamespace('later')");
    const laterOnly = (key: string) => !(key in english) && (key in later || `${key}_other` in later);
    const shellFiles = [path.join(root, 'src/features/shell'), path.join(root, 'src/app')].flatMap(sourceFiles);
    const lazyWithLater = new Set(['side-menu-content.tsx', 'feedback-dialog.tsx', 'not-found-page.tsx']);
    const offending = shellFiles
      .filter((file) => !lazyWithLater.has(path.basename(file)) && !loadsLater(readFileSync(file, 'utf8')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)]
          .map((m) => m[1]!)
          .filter(laterOnly)
          .map((key) => `${path.relative(root, file)}: ${key}`),
      );
    expect(offending).toEqual([]);
  });

  it('has an English string for every key the code asks for by name, in its namespace', () => {
    const missing: string[] = [];
    let used = 0;
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const source = readFileSync(file, 'utf8');
      // A file's unprefixed keys belong to the namespace it asks useTranslation for (the first of a list; common by
      // default).
      const fileNamespace = /useTranslation\(\s*\[?\s*'(\w+)'/.exec(source)?.[1] ?? 'common';
      for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:]+)'/g)) {
        const [namespace, key] = m[1]!.includes(':') ? m[1]!.split(':') : [fileNamespace, m[1]!];
        const dict = { ...dictionary('en', namespace!), ...later };
        used++;
        // i18next plurals: t('x', { count }) reads x_one / x_other.
        if (!(key! in dict) && !(`${key}_other` in dict))
          missing.push(`${path.relative(root, file)}: ${namespace}:${key}`);
      }
    }
    expect(used).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('has an English string for every translation key named in site-config (labelKey, titleKey...)', () => {
    const keys = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) {
          if (/[a-z]Key$/.test(k) && typeof v === 'string' && k !== 'messageKey') keys.add(v);
          else collect(v);
        }
    };
    const configDir = path.join(root, 'site-config');
    for (const entry of readdirSync(configDir, { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith('.json')) collect(JSON.parse(readFileSync(path.join(configDir, entry), 'utf8')));
    }
    expect(keys.size).toBeGreaterThan(0);
    expect([...keys].filter((k) => !(k in english)).sort()).toEqual([]);
  });
});
