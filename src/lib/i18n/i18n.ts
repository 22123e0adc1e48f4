import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, textDirection, type PlatformLanguage } from './languages';
import { storeLanguage } from './language-storage';
import { i18nOptions } from './i18n-options';

type Dictionary = Record<string, unknown>;

// Every language and namespace is its own lazy chunk; only the ones in use are fetched.
const dictionaries = import.meta.glob<Dictionary>('../../locales/*/*.json', { import: 'default' });

export const NAMESPACES = [
  'common',
  'auth',
  'games',
  'money',
  'contracts',
  'rewards',
  'community',
  'inbox',
  'promotions',
  'agent',
  'content',
  'sms',
  'later',
] as const;

function dictionaryPath(language: string, namespace: string): string {
  return `../../locales/${language.toLowerCase()}/${namespace}.json`;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = dictionaries[dictionaryPath(language, namespace)];
    if (!load) return callback(null, {}); // not translated: i18next falls back to the default language
    load().then(
      (dictionary) => callback(null, dictionary),
      (error: Error) => callback(error, false),
    );
  },
};

/** The running instance, so a lazy route can start its namespace's download beside its chunk. */
let running: I18n | undefined;

/** Starts loading a lazily loaded namespace (e.g. money) in the current language; resolves when it is in. */
export function loadNamespace(namespace: (typeof NAMESPACES)[number]): Promise<void> {
  return running ? running.loadNamespaces(namespace) : Promise.resolve();
}

export function hasDictionary(language: string): boolean {
  return NAMESPACES.every((ns) => dictionaryPath(language, ns) in dictionaries);
}

/** Starts i18next in the chosen language; unknown keys fall back silently to the merchant's default language. */
export async function startI18n(language: PlatformLanguage, defaultLanguage: PlatformLanguage): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init(i18nOptions(language, defaultLanguage, hasDictionary));
  applyDocumentLanguage(language);
  running = instance;
  instance.on('languageChanged', (lng) => {
    applyDocumentLanguage(lng as PlatformLanguage);
    storeLanguage(lng as PlatformLanguage);
  });
  return instance;
}

function applyDocumentLanguage(language: PlatformLanguage): void {
  document.documentElement.lang = bcp47(language);
  document.documentElement.dir = textDirection(language);
}
