/**
 * The visitor's language, for the server that renders the pages (server/render-page.ts): it cannot read
 * localStorage, so the page it sends would otherwise speak the merchant's default until the app has hydrated it.
 */
export const LANGUAGE_COOKIE = 'wl-lang';

export function writeLanguageCookie(code: string): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies off: the first screen speaks the merchant's default language.
  }
}

/** The language in a request's Cookie header, if it names one. */
export function languageInCookies(header: string | undefined): string | null {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Z]{2})(?:;|$)`).exec(header ?? '')?.[1] ?? null;
}
