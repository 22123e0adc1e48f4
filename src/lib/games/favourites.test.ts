import { describe, expect, it, vi } from 'vitest';
import type { FavouriteGameRef } from '@/generated/api-types';
import { createFavourites, type FavouritesDeps } from './favourites';

const game = (nodeId: string) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' as const });

function deferred<T = unknown>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(over: Partial<FavouritesDeps> = {}) {
  let clock = 10_000;
  const calls: string[] = [];
  const deps: FavouritesDeps = {
    loadIds: vi.fn(async () => ['A']),
    add: vi.fn(async (ref: FavouriteGameRef) => {
      calls.push(`add ${ref.nodeId}`);
    }),
    remove: vi.fn(async (ref: FavouriteGameRef) => {
      calls.push(`remove ${ref.nodeId}`);
    }),
    throttleMs: 1000,
    now: () => clock,
    ...over,
  };
  const store = createFavourites(deps);
  return { store, deps, calls, tick: (ms: number) => (clock += ms) };
}

describe('favourites (SPEC §4)', () => {
  it('adds optimistically: the id is there before the server answers', async () => {
    const answer = deferred();
    const { store, deps } = setup({ add: vi.fn(() => answer.promise) });
    const { outcome, done } = store.toggle(game('B'));
    expect(outcome).toBe('added');
    expect(store.has('B')).toBe(true);
    expect(deps.add).toHaveBeenCalledWith({ nodeId: 'B', vendor: 'PG', gameType: 'RNG' });
    answer.resolve(true);
    await done;
    expect(store.has('B')).toBe(true);
  });

  it('ignores a duplicate add', async () => {
    const { store, deps } = setup();
    await store.add(game('B'));
    await store.add(game('B'));
    expect(deps.add).toHaveBeenCalledTimes(1);
    expect([...store.getSnapshot().ids]).toEqual(['B']);
  });

  it('removes locally first, then calls the server', async () => {
    const answer = deferred();
    const { store, deps } = setup({ remove: vi.fn(() => answer.promise) });
    await store.load();
    expect(store.has('A')).toBe(true);
    const { outcome, done } = store.toggle(game('A'));
    expect(outcome).toBe('removed');
    expect(store.has('A')).toBe(false);
    expect(deps.remove).toHaveBeenCalledWith({ nodeId: 'A', vendor: 'PG', gameType: 'RNG' });
    answer.resolve(true);
    await done;
  });

  it('toggles by the current state and throttles to one toggle per second per game', async () => {
    const { store, calls, tick } = setup();
    expect(store.toggle(game('B')).outcome).toBe('added');
    tick(999);
    expect(store.toggle(game('B')).outcome).toBe('throttled');
    expect(store.has('B')).toBe(true);
    expect(store.toggle(game('C')).outcome).toBe('added'); // another game is not held back
    tick(1);
    const last = store.toggle(game('B'));
    expect(last.outcome).toBe('removed');
    await last.done;
    expect(calls).toEqual(['add B', 'add C', 'remove B']);
    expect(store.has('B')).toBe(false);
  });

  it('keeps the server calls of one game in order', async () => {
    const first = deferred();
    const order: string[] = [];
    const { store, tick } = setup({
      add: vi.fn(async () => {
        order.push('add start');
        await first.promise;
        order.push('add end');
      }),
      remove: vi.fn(async () => {
        order.push('remove');
      }),
    });
    store.toggle(game('B'));
    tick(1000);
    const removal = store.toggle(game('B')).done;
    await Promise.resolve();
    expect(order).toEqual(['add start']);
    first.resolve(undefined);
    await removal;
    expect(order).toEqual(['add start', 'add end', 'remove']);
  });

  it('undoes an add the server refused, and a removal it refused', async () => {
    const { store } = setup({
      add: vi.fn(async () => Promise.reject(new Error('no'))),
      remove: vi.fn(async () => Promise.reject(new Error('no'))),
    });
    await expect(store.add(game('B'))).rejects.toThrow('no');
    expect(store.has('B')).toBe(false);
    await store.load();
    await expect(store.remove(game('A'))).rejects.toThrow('no');
    expect(store.has('A')).toBe(true);
  });

  it('merges a late server list with local changes and forgets everything on reset', async () => {
    const list = deferred<readonly string[]>();
    const { store } = setup({ loadIds: vi.fn(() => list.promise) });
    const loading = store.load();
    await store.add(game('B'));
    list.resolve(['A']);
    await loading;
    expect([...store.getSnapshot().ids].sort()).toEqual(['A', 'B']);
    expect(store.getSnapshot().loaded).toBe(true);
    store.reset();
    expect(store.getSnapshot()).toEqual({ ids: new Set(), loaded: false });
  });

  it('ignores a list that arrives after a logout', async () => {
    const list = deferred<readonly string[]>();
    const { store } = setup({ loadIds: vi.fn(() => list.promise) });
    const loading = store.load();
    store.reset();
    list.resolve(['A']);
    await loading;
    expect(store.has('A')).toBe(false);
  });

  it('tells subscribers about each change', async () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.add(game('B'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await store.remove(game('B'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
