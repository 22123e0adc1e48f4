import { useEffect, useSyncExternalStore } from 'react';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { useServices } from '@/lib/services';
import { splitMenus, vendorCounts, type GameCategories, type GameCategoryId } from './categories';

export interface GameMenusSnapshot {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  categories: GameCategories | null;
  /** Vendors per navigation category, once known. */
  counts: Readonly<Record<GameCategoryId, number>> | undefined;
  error: unknown;
}

interface MenusStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): GameMenusSnapshot;
  load(): void;
}

const stores = new WeakMap<GatewayClient, MenusStore>();

/**
 * The game menus (categories and their vendor cards, split as SPEC §4 says), read once per app. Small and free of
 * the query library, so the shell can import it for the navigation's vendor counts and the drop menus.
 */
export function gameMenusStore(gateway: GatewayClient): MenusStore {
  const existing = stores.get(gateway);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let snapshot: GameMenusSnapshot = { status: 'idle', categories: null, counts: undefined, error: null };
  const emit = (next: GameMenusSnapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  const store: MenusStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    load() {
      if (snapshot.status === 'loading' || snapshot.status === 'ready') return;
      emit({ ...snapshot, status: 'loading', error: null });
      callApi(gateway, 'games.menus', { query: { device: 'WEB', platform: 'html5-desktop' } }).then(
        (value) => {
          const categories = splitMenus(value.gameMenus);
          emit({ status: 'ready', categories, counts: vendorCounts(categories), error: null });
        },
        (error: unknown) => emit({ ...snapshot, status: 'failed', error }),
      );
    },
  };
  stores.set(gateway, store);
  return store;
}

/** The split game categories; starts the read on first use. `retry()` tries again after a failure. */
export function useGameMenus(): GameMenusSnapshot & { retry: () => void } {
  const { gateway } = useServices();
  const store = gameMenusStore(gateway);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    if (store.getSnapshot().status === 'idle') store.load();
  }, [store]);
  return { ...snapshot, retry: () => store.load() };
}

/**
 * For the navigation (`navigationEntries(order, catalogue, counts)`): vendors per category, or undefined while
 * unknown (then every category shows).
 */
export function useVendorCounts(): Readonly<Record<string, number>> | undefined {
  return useGameMenus().counts;
}
