/** SPEC §9: hot games and vendor lanes are kept in sessionStorage, so a return to the home page paints at once. */
const PREFIX = 'wl.games.';

interface Entry<T> {
  at: number;
  value: T;
}

/** The cached value, or undefined when absent, unreadable or older than maxAgeMs. */
export function readSessionCache<T>(
  key: string,
  maxAgeMs: number,
  now = Date.now(),
): { value: T; at: number } | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Entry<T>;
    if (typeof entry?.at !== 'number' || now - entry.at > maxAgeMs) return undefined;
    return { value: entry.value, at: entry.at };
  } catch {
    return undefined;
  }
}

export function writeSessionCache<T>(key: string, value: T, now = Date.now()): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ at: now, value } satisfies Entry<T>));
  } catch {
    // Storage full or disabled: the cache is an optimisation only.
  }
}
