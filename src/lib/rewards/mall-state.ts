import type { QueryClient } from '@tanstack/react-query';

/**
 * The points mall's state while the member centre is open (SPEC §4: closing the member centre clears the mall's
 * global): the chosen tab and category. Kept outside React so moving between the mall and member pages keeps it.
 */
export interface MallState {
  tab: string;
  category: number | '';
}

const INITIAL: MallState = { tab: 'rewards', category: '' };
let state: MallState = { ...INITIAL };
const listeners = new Set<() => void>();

export const mallState = {
  get: (): MallState => state,
  set(change: Partial<MallState>): void {
    state = { ...state, ...change };
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Query keys of the mall's reads (points, rewards, history, details), under the money key (MONEY_QUERY_KEY of
 * use-money-action) so every movement refreshes them. Spelled out here: this module is in the signed-in file (the
 * app watches for the member centre closing) and must not pull the query library in.
 */
export const POINTS_QUERY_KEY = ['money', 'points'] as const;

/** The member centre closed: the mall forgets its tab, category and cached reads. */
export function clearMallState(queryClient?: QueryClient): void {
  state = { ...INITIAL };
  listeners.forEach((l) => l());
  queryClient?.removeQueries({ queryKey: POINTS_QUERY_KEY });
}
