import type { FavouriteGameRef, Game } from '@/generated/api-types';

export interface FavouritesSnapshot {
  /** Node ids of the member's favourite games. */
  ids: ReadonlySet<string>;
  /** The server's list has been read for this session. */
  loaded: boolean;
}

export interface FavouritesDeps {
  loadIds(): Promise<readonly string[]>;
  add(ref: FavouriteGameRef): Promise<unknown>;
  remove(ref: FavouriteGameRef): Promise<unknown>;
  /** SPEC §9: the toggle is throttled (1 s). */
  throttleMs: number;
  now?: () => number;
}

export type ToggleOutcome = 'added' | 'removed' | 'throttled';

export interface ToggleResult {
  outcome: ToggleOutcome;
  /** Settles when the server has answered; rejects (after the local change is undone) when it refused. */
  done: Promise<void>;
}

type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

const refOf = (game: FavouriteGame): FavouriteGameRef => ({
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType,
});

/**
 * SPEC §4 Favourites: adding is optimistic (the id is added locally first, a duplicate is ignored); removing takes the
 * id out locally, then calls the server; the toggle follows the current state and is throttled per game. Calls for one
 * game run in order, so a quick add-then-remove reaches the server in that order. A refused call undoes its local
 * change.
 */
export function createFavourites(deps: FavouritesDeps) {
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let snapshot: FavouritesSnapshot = { ids: new Set(), loaded: false };
  let generation = 0;
  let loading: Promise<void> | null = null;
  const lastToggle = new Map<string, number>();
  const queues = new Map<string, Promise<unknown>>();

  const emit = (ids: ReadonlySet<string>, loaded = snapshot.loaded) => {
    snapshot = { ids, loaded };
    listeners.forEach((l) => l());
  };
  const withId = (nodeId: string) => new Set(snapshot.ids).add(nodeId);
  const withoutId = (nodeId: string) => {
    const next = new Set(snapshot.ids);
    next.delete(nodeId);
    return next;
  };

  /** Runs the server call at once, or after the previous one for the same game when that is still on its way. */
  function enqueue(nodeId: string, call: () => Promise<unknown>): Promise<unknown> {
    const previous = queues.get(nodeId);
    const next = previous ? previous.catch(() => undefined).then(call) : call();
    queues.set(nodeId, next);
    const forget = () => {
      if (queues.get(nodeId) === next) queues.delete(nodeId);
    };
    next.then(forget, forget);
    return next;
  }

  function add(game: FavouriteGame): Promise<void> {
    if (snapshot.ids.has(game.nodeId)) return Promise.resolve(); // duplicate ignored
    const gen = generation;
    emit(withId(game.nodeId));
    return enqueue(game.nodeId, () => deps.add(refOf(game))).then(
      () => undefined,
      (error: unknown) => {
        if (gen === generation) emit(withoutId(game.nodeId));
        throw error;
      },
    );
  }

  function remove(game: FavouriteGame): Promise<void> {
    if (!snapshot.ids.has(game.nodeId)) return Promise.resolve();
    const gen = generation;
    emit(withoutId(game.nodeId));
    return enqueue(game.nodeId, () => deps.remove(refOf(game))).then(
      () => undefined,
      (error: unknown) => {
        if (gen === generation) emit(withId(game.nodeId));
        throw error;
      },
    );
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): FavouritesSnapshot => snapshot,
    has: (nodeId: string) => snapshot.ids.has(nodeId),
    /** Reads the member's favourite ids once per session (again after reset). */
    load(): Promise<void> {
      if (snapshot.loaded) return Promise.resolve();
      if (loading) return loading;
      const gen = generation;
      loading = deps.loadIds().then(
        (ids) => {
          // Local changes made while the list was on its way win over the older server answer.
          if (gen === generation) emit(new Set([...ids, ...snapshot.ids]), true);
        },
        () => undefined,
      );
      void loading.finally(() => {
        loading = null;
      });
      return loading;
    },
    /** Logout: forget everything, and ignore answers still on their way. */
    reset() {
      generation++;
      lastToggle.clear();
      loading = null;
      emit(new Set(), false);
    },
    add,
    remove,
    toggle(game: FavouriteGame): ToggleResult {
      const t = now();
      const last = lastToggle.get(game.nodeId);
      if (last !== undefined && t - last < deps.throttleMs) return { outcome: 'throttled', done: Promise.resolve() };
      lastToggle.set(game.nodeId, t);
      return snapshot.ids.has(game.nodeId)
        ? { outcome: 'removed', done: remove(game) }
        : { outcome: 'added', done: add(game) };
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
