import { writeLanguageCookie } from './language-cookie';
import { isPlatformLanguage, type PlatformLanguage } from './languages';

/** The platform client's keys: the history language and the current language. */
export const HISTORY_LANGUAGE_KEY = 'hisLang';
export const CURRENT_LANGUAGE_KEY = 'curLang';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored language wins when the merchant supports it, else the merchant's default. */
export function pickLanguage(supported: readonly string[], fallback: PlatformLanguage): PlatformLanguage {
  for (const stored of [read(CURRENT_LANGUAGE_KEY), read(HISTORY_LANGUAGE_KEY)]) {
    if (isPlatformLanguage(stored) && supported.includes(stored)) return stored;
  }
  return fallback;
}

export function storeLanguage(code: PlatformLanguage): void {
  writeLanguageCookie(code);
  try {
    localStorage.setItem(CURRENT_LANGUAGE_KEY, code);
    localStorage.setItem(HISTORY_LANGUAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
