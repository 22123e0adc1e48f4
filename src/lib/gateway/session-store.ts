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

/** A token handed over in the URL (`?token=`) moves into sessionStorage and leaves the address bar. */
export function adoptTokenFromUrl(url: URL = new URL(location.href)): string | null {
  const token = url.searchParams.get('token');
  if (!token) return null;
  sessionToken.set(token);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return token;
}
