import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import type { SessionStore } from '@/lib/session/session-store';
import { createFavourites, type Favourites } from './favourites';

/**
 * The member's favourites of one app (use-favourites.ts opens it once): read when a session starts, forgotten when it ends (logout or a
 * session-ending error).
 */
export function createFavouritesStore(gateway: GatewayClient, session: SessionStore, throttleMs: number): Favourites {
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
  return created;
}
