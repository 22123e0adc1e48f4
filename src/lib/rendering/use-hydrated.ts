import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the page the server rendered is hydrated (and on the server), true from the render after: what only the
 * browser knows (the address's #fragment, which a request never carries) waits for it, so the first render matches the
 * server's HTML. A page the browser renders by itself has it true from its first render.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
