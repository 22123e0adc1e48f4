import { useEffect } from 'react';
import type { GatewayClient } from '@/lib/gateway/client';
import { useSite } from '@/lib/config/site-context';
import { useServices, type AppServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import type { Favourites } from './favourites';
import { useClientStore } from '@/lib/rendering/hydration';

/**
 * The member's favourites, one store per app. Its code comes with the first signed-in render (and in a signed-in
 * visit's first files): a visitor has no favourites, so the first screen does without it.
 */
const stores = new WeakMap<GatewayClient, Favourites>();
const opening = new WeakMap<GatewayClient, Promise<Favourites>>();
const listeners = new Set<() => void>();
const subscribeOpened = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noStore = () => () => undefined;
const noFavourites = () => undefined;

/** The app's favourites store, created on first call; it follows the session from then on. */
export function openFavourites({ gateway, session }: AppServices, throttleMs: number): Promise<Favourites> {
  let pending = opening.get(gateway);
  if (!pending) {
    pending = import('./favourites-store').then(({ createFavouritesStore }) => {
      const store = createFavouritesStore(gateway, session, throttleMs);
      stores.set(gateway, store);
      listeners.forEach((listener) => listener());
      return store;
    });
    pending.catch(() => opening.delete(gateway)); // the next signed-in render tries again
    opening.set(gateway, pending);
  }
  return pending;
}

/** The store once opened: a signed-in render of a game list (its favourite toggle) or of the favourites opens it. */
export function useFavouritesStore(): Favourites | undefined {
  const services = useServices();
  const { merchant } = useSite();
  const { hasToken } = useSessionSnapshot(services.session);
  const throttleMs = merchant.timings.favouriteThrottleMs;
  useEffect(() => {
    if (hasToken) openFavourites(services, throttleMs).catch(() => undefined);
  }, [hasToken, services, throttleMs]);
  return useOpenedStore();
}

function useOpenedStore(): Favourites | undefined {
  const { gateway } = useServices();
  // The server renders no member (and the hydrating page renders what the server did): no favourites until then.
  return useClientStore(subscribeOpened, () => stores.get(gateway), noFavourites);
}

const NONE: ReadonlySet<string> = new Set();

/** True when the game is one of the member's favourites (re-renders only when that answer changes). */
export function useIsFavourite(nodeId: string): boolean {
  const store = useOpenedStore();
  return useClientStore(
    store?.subscribe ?? noStore,
    () => store?.has(nodeId) ?? false,
    () => false,
  );
}

/** The whole favourite id set (for the favourites page). */
export function useFavouriteIds(): ReadonlySet<string> {
  const store = useFavouritesStore();
  return useClientStore(
    store?.subscribe ?? noStore,
    () => store?.getSnapshot().ids ?? NONE,
    () => NONE,
  );
}
