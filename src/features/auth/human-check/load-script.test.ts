// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

const scripts = (src: string) =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === new URL(src, document.baseURI).href);

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('adds the script once, however many checks wait for it', async () => {
    const first = loadScript('/sdk/a.js');
    const second = loadScript('/sdk/a.js');
    expect(scripts('/sdk/a.js')).toHaveLength(1);
    scripts('/sdk/a.js')[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript('/sdk/a.js');
    expect(scripts('/sdk/a.js')).toHaveLength(1);
  });

  it('forgets a failed load, so the next check tries again', async () => {
    const failed = loadScript('/sdk/b.js');
    scripts('/sdk/b.js')[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/did not load/);
    expect(scripts('/sdk/b.js')).toHaveLength(0);
    const again = loadScript('/sdk/b.js');
    expect(scripts('/sdk/b.js')).toHaveLength(1);
    scripts('/sdk/b.js')[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });

  it('gives up on a script that neither loads nor fails in time', async () => {
    vi.useFakeTimers();
    const slow = loadScript('/sdk/c.js', { timeoutMs: 5000 });
    const outcome = slow.then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatch(/took longer than 5000 ms/);
    expect(scripts('/sdk/c.js')).toHaveLength(0);
  });
});
