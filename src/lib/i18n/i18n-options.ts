import type { InitOptions } from 'i18next';
import { FIRST_SCREEN_NAMESPACES } from './first-screen-namespaces';

/**
 * How the site's words are looked up, the same in the browser (i18n.ts) and on the server (src/app/server-entry.tsx),
 * so the hydrating app finds the very words the page was rendered with.
 */
export function i18nOptions(
  language: string,
  defaultLanguage: string,
  hasDictionary: (language: string) => boolean,
): InitOptions {
  return {
    lng: language,
    // Every shipped dictionary is complete (tests/unit/translations.test.ts): only a language without one needs a
    // fallback, so a visitor downloads one language, not two.
    fallbackLng: (code: string) =>
      hasDictionary(code) ? [] : defaultLanguage === 'EN' ? ['EN'] : [defaultLanguage, 'EN'],
    ns: [...FIRST_SCREEN_NAMESPACES],
    defaultNS: 'common',
    // Sections of common and games that only pages and dialogs opened later show (the centres' frames, the agent
    // landing, feedback, lottery, missions) live in `later`, loaded with those pages: a key a namespace lacks is
    // looked up there, so they are asked for by the same names.
    fallbackNS: 'later',
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
    react: { useSuspense: false },
  };
}
