import { useSyncExternalStore } from 'react';
import type { MenuBadge } from '@/generated/config-types';
import { useClientStore } from '@/lib/rendering/hydration';

/** The red counts of SPEC §2 (memberMenu / agentMenu entries name one in `badge`). */
export type BadgeName = MenuBadge;

type Counts = Partial<Record<BadgeName, number>>;

/**
 * The counts every menu shows, outside the query library: the header, the account menu and the side menu are on the
 * first screen, whose script must not carry it. The badge feed (a lazy chunk) writes here from its queries, so a
 * read or a claim that refreshes a query changes every menu at once.
 */
const NONE: Counts = {};
let counts = NONE;
const listeners = new Set<() => void>();

export function setBadgeCount(name: BadgeName, count: number | undefined): void {
  if (counts[name] === count) return;
  counts = { ...counts, [name]: count };
  for (const l of listeners) l();
}

/** A sign-out: the next account never sees the previous one's counts. */
export function clearBadgeCounts(): void {
  counts = NONE;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count, or undefined while it is unknown (or the badge has no source yet). */
export function useBadgeCount(name: BadgeName | undefined): number | undefined {
  return useClientStore(
    subscribe,
    () => (name ? counts[name] : undefined),
    () => undefined,
  );
}

/**
 * Every known count (for a menu that shows several). None in a page the server rendered and its hydration: the server
 * never knows them, and counts that arrive before the hydration reaches the menu would not match its HTML. React
 * renders them right after.
 */
export function useBadgeCounts(): Counts {
  return useSyncExternalStore(
    subscribe,
    () => counts,
    () => NONE,
  );
}
