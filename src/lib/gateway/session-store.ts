/** The session token lives only in sessionStorage (and the Authorization header), never in localStorage. */
export const TOKEN_KEY = 'token';

export const sessionToken = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

/**
 * A URL the gateway gave for another origin (a game launch, a CDN image) without the session token, should the
 * gateway have put it in the query: the token is sent to the gateway only, in the Authorization header. (A token
 * handed over in the page URL leaves it before any script of the app runs: see index.html.)
 */
export function withoutSessionToken(url: string, token: string | null = sessionToken.get()): string {
  if (!token || !url.includes('?')) return url;
  const parsed = new URL(url, 'http://relative.invalid');
  const keys = [...parsed.searchParams].filter(([, value]) => value === token).map(([key]) => key);
  if (!keys.length) return url;
  for (const key of keys) parsed.searchParams.delete(key);
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.origin === 'http://relative.invalid' ? rest : `${parsed.origin}${rest}`;
}
