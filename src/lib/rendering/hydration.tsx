import { createContext, startTransition, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** True unless the tree is the server's render or the browser's hydration of it (a browser-only render, tests). */
const HydratedContext = createContext(true);

/**
 * Holds what only the browser knows (the screen, the stored session, the address's #fragment) back while the server's
 * page is hydrated, so the first render matches the server's HTML, then lets it in as a transition. A store whose
 * server snapshot differs from the browser's would otherwise make React render its users again synchronously right
 * after hydrating: one long task on a phone instead of slices.
 */
export function HydrationGate({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // From here the page answers taps as the visitor's own (a test, or an operator's check, waits for it).
    else document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False in the server's render and the hydration of it, true from the (transition) render after. */
export const useHydrated = (): boolean => use(HydratedContext);

/**
 * `useSyncExternalStore` for a store the server cannot read: its server snapshot until the page is hydrated, the
 * browser's from the gate's transition on.
 */
export function useClientStore<T>(
  subscribe: (changed: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
