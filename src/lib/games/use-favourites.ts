import { useSyncExternalStore } from 'react';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { useSite } from '@/lib/config/site-context';
import { useServices } from '@/lib/services';
import type { SessionStore } from '@/lib/session/session-store';
import { createFavourites, type Favourites } from './favourites';

const stores = new WeakMap<GatewayClient, Favourites>();

/**
 * The member's favourites, one store per app: read when a session starts, forgotten when it ends (logout or a
 * session-ending error).
 */
export function favouritesStore(gateway: GatewayClient, session: SessionStore, throttleMs: number): Favourites {
  let store = stores.get(gateway);
  if (store) return store;
  const created = createFavourites({
    loadIds: () => callApi(gateway, 'games.favouriteIds'),
    add: (ref) => callApi(gateway, 'games.favouriteAdd', { body: ref }),
    remove: (ref) => callApi(gateway, 'games.favouriteRemove', { body: ref }),
    throttleMs,
  });
  // undefined: not synced yet; null: logged out; '': logged in, member not known yet; else the member id.
  let account: string | null | undefined;
  const sync = () => {
    const { hasToken, member } = session.getSnapshot();
    if (!hasToken) {
      if (account !== null) created.reset();
      account = null;
      return;
    }
    const id = member ? String(member.id) : '';
    if (account === undefined || account === null) {
      account = id;
      void created.load();
    } else if (id && account && id !== account) {
      created.reset();
      account = id;
      void created.load();
    } else if (id) {
      account = id;
    }
  };
  session.subscribe(sync);
  sync();
  store = created;
  stores.set(gateway, store);
  return store;
}

export function useFavouritesStore(): Favourites {
  const { gateway, session } = useServices();
  const { merchant } = useSite();
  return favouritesStore(gateway, session, merchant.timings.favouriteThrottleMs);
}

/** True when the game is one of the member's favourites (re-renders only when that answer changes). */
export function useIsFavourite(nodeId: string): boolean {
  const store = useFavouritesStore();
  return useSyncExternalStore(store.subscribe, () => store.has(nodeId));
}

/** The whole favourite id set (for the favourites page). */
export function useFavouriteIds(): ReadonlySet<string> {
  const store = useFavouritesStore();
  return useSyncExternalStore(store.subscribe, () => store.getSnapshot().ids);
}
