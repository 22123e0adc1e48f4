import { use } from 'react';
import type { LaterRoutes } from './later-routes';
import { loadNamespace } from '@/lib/i18n/i18n';
import { loadChunk } from './chunk-errors';
import { useClientStore } from '@/lib/rendering/hydration';

/**
 * Only the landing pages' routes are in the first screen's code. Until a visit needs the others, the router has a
 * placeholder for each centre and one for every other path; opening one fetches the later routes, the app's routes
 * are rebuilt with them, and the placeholder gives way to the real page (or "not found") in the same navigation.
 */
let routes: LaterRoutes | undefined;
let pending: Promise<LaterRoutes> | undefined;
const listeners = new Set<() => void>();

export function loadLaterRoutes(): Promise<LaterRoutes> {
  // The words these pages share (the later dictionary: the centres' menus, forms' refusals...) come with them. Called
  // from the app, once the dictionaries have started.
  pending ??= Promise.all([loadChunk(() => import('./later-routes')), loadNamespace('later')]).then(
    ([m]) => {
      routes = m.laterRoutes();
      listeners.forEach((listener) => listener());
      return routes;
    },
    (error: unknown) => {
      pending = undefined; // the next visit to such a page tries again
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The later routes once loaded (undefined before): the app rebuilds its routes when they arrive. `rendered`: those a
 * page the server rendered was rendered with (its path needed them), which the browser loads before it hydrates it.
 */
export function useLaterRoutes(rendered?: LaterRoutes): LaterRoutes | undefined {
  return useClientStore(
    subscribe,
    () => routes,
    () => rendered,
  );
}

/** A placeholder page: waits (suspends) for the later routes; a failed download reaches the route's error page. */
export function LaterRoutesPending() {
  use(loadLaterRoutes());
  return null;
}
