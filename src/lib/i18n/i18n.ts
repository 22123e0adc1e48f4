import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, textDirection, type PlatformLanguage } from './languages';
import { storeLanguage } from './language-storage';
import { i18nOptions } from './i18n-options';
import type { Words } from '@/lib/rendering/page-handover';

type Dictionary = Record<string, unknown>;

// Each language's index (src/locales/<lang>/index.ts) maps its namespaces, each its own lazy chunk: the first screen
// carries the map of the visitor's language only (it travels in that language's first file), not of every one.
const languages = import.meta.glob<{ dictionaries: Record<string, () => Promise<Dictionary>> }>(
  '../../locales/*/index.ts',
);
const indexPath = (language: string) => `../../locales/${language.toLowerCase()}/index.ts`;

export const NAMESPACES = [
  'common',
  'auth',
  'games',
  'money',
  'member',
  'contracts',
  'rewards',
  'community',
  'rebate',
  'inbox',
  'promotions',
  'agent',
  'content',
  'sms',
  'later',
  'safer',
  'push',
] as const;

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const index = languages[indexPath(language)];
    if (!index) return callback(null, {}); // not translated: i18next falls back to the default language
    index()
      .then((m) => m.dictionaries[`./${namespace}.json`]?.() ?? {})
      .then(
        (dictionary) => callback(null, dictionary),
        (error: Error) => callback(error, false),
      );
  },
};

/** The running instance, so a lazy route can start its namespace's download beside its chunk. */
let running: I18n | undefined;
/** The language a switch under way is loading; it loads the namespaces known when it started, and no others. */
let switchingTo: string | undefined;

/**
 * Starts loading a lazily loaded namespace (e.g. money) in the current language, and in the one a switch under way
 * is loading (the visitor's own language replaces the server's right after the hydration); resolves when it is in.
 */
export function loadNamespace(namespace: (typeof NAMESPACES)[number]): Promise<void> {
  return Promise.all([
    running?.loadNamespaces(namespace),
    switchingTo && running?.reloadResources(switchingTo, namespace),
  ]).then(() => undefined);
}

/**
 * A module and the namespaces it speaks, downloaded side by side, so what it renders has its words at once. A
 * dictionary that fails to load does not fail the module: its keys fall back.
 */
export function withWords<T>(module: Promise<T>, ...namespaces: (typeof NAMESPACES)[number][]): Promise<T> {
  return Promise.all([module, ...namespaces.map((ns) => loadNamespace(ns).catch(() => undefined))]).then(([m]) => m);
}

/** Whether the language is translated (every shipped language has every namespace: tests/unit/translations.test.ts). */
export function hasDictionary(language: string): boolean {
  return indexPath(language) in languages;
}

/**
 * Starts i18next in the chosen language; unknown keys fall back silently to the merchant's default language. `words`:
 * the dictionaries a server-rendered page was rendered with (its handover); only the others are downloaded.
 */
export async function startI18n(
  language: PlatformLanguage,
  defaultLanguage: PlatformLanguage,
  words?: Words,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions(language, defaultLanguage, hasDictionary),
      ...(words && { resources: words, partialBundledLanguages: true }),
    });
  applyDocumentLanguage(language);
  running = instance;
  instance.on('languageChanging', (lng: string) => (switchingTo = lng));
  instance.on('languageChanged', (lng) => {
    switchingTo = undefined;
    applyDocumentLanguage(lng as PlatformLanguage);
    storeLanguage(lng as PlatformLanguage);
  });
  return instance;
}

function applyDocumentLanguage(language: PlatformLanguage): void {
  document.documentElement.lang = bcp47(language);
  document.documentElement.dir = textDirection(language);
}
