import type { RouteObject } from 'react-router-dom';

export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'chunkReloadedAt';
const RELOAD_WINDOW_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk load error', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** A failed or stale dynamic import (e.g. the old chunk was removed by a redeploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(
    message,
  );
}

/**
 * After a redeploy the page may ask for chunks that no longer exist: reload once to get the new build.
 * A second failure within a minute is shown to the user instead (no reload loop).
 */
export function reloadOnceForStaleChunk(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOADED_KEY, String(now));
  location.reload();
  return true;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** A dynamic import with the spec's chunk timeout and a recognisable error. */
export function loadChunk<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return withTimeout(load(), ms);
}

/** One timed load per page load: a table rebuilt (the later routes arriving) keeps the same functions. */
const timedLoads = new WeakMap<() => unknown, () => Promise<unknown>>();
function timedLoad(load: () => unknown): () => Promise<unknown> {
  let timed = timedLoads.get(load);
  if (!timed) timedLoads.set(load, (timed = () => loadChunk(async () => load())));
  return timed;
}

/** Every lazy route module gets the spec's chunk timeout and a recognisable error. */
export function withChunkTimeout(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') next.lazy = timedLoad(route.lazy) as RouteObject['lazy'];
    if (route.children) next.children = withChunkTimeout(route.children);
    return next;
  });
}
