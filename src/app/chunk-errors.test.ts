// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk, reloadOnceForStaleChunk, withChunkTimeout } from './chunk-errors';

describe('chunk load errors', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...location, reload });
    reload.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once for a stale chunk, and not again within a minute (no loop)', () => {
    expect(reloadOnceForStaleChunk(1_000_000)).toBe(true);
    expect(reloadOnceForStaleChunk(1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForStaleChunk(1_100_000)).toBe(true);
  });

  it('turns a lazy route that takes too long into a chunk load error', async () => {
    vi.useFakeTimers();
    const [route] = withChunkTimeout([{ path: '/slow', lazy: () => new Promise(() => {}) }]);
    const pending = (route!.lazy as () => Promise<unknown>)();
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });

  it('gives a dialog form that fails or hangs the same chunk load error', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
    await expect(loadChunk(() => Promise.resolve('form'))).resolves.toBe('form');
  });
});
