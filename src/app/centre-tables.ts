import { use, useSyncExternalStore } from 'react';
import type { CentreTables } from './centre-routes';
import { loadChunk } from './chunk-errors';

/**
 * The centres' route tables are not in the first screen's code: a visitor never opens a centre. Until a visit needs
 * them, the router has one placeholder route per centre; opening it fetches both tables, the app's routes are rebuilt
 * with them, and the placeholder gives way to the real page in the same navigation.
 */
let tables: CentreTables | undefined;
let pending: Promise<CentreTables> | undefined;
const listeners = new Set<() => void>();

export function loadCentreTables(): Promise<CentreTables> {
  pending ??= loadChunk(() => import('./centre-routes')).then(
    (m) => {
      tables = m.centreRoutes();
      listeners.forEach((listener) => listener());
      return tables;
    },
    (error: unknown) => {
      pending = undefined; // the next visit to a centre tries again
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tables once loaded (undefined before): the app rebuilds its routes when they arrive. */
export function useCentreTables(): CentreTables | undefined {
  return useSyncExternalStore(
    subscribe,
    () => tables,
    () => undefined,
  );
}

/** A centre's placeholder page: waits (suspends) for the tables; a failed download reaches the route's error page. */
export function CentreTablesPending() {
  use(loadCentreTables());
  return null;
}
