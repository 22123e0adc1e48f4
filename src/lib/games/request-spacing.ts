/**
 * SPEC §9: vendor requests are spaced 300 ms apart. Each caller takes the next free slot (at least `gapMs` after the
 * previous one) and waits for it; an aborted wait gives its slot up to nobody (the spacing stays conservative).
 */
export function createRequestSpacer(gapMs: number, now: () => number = Date.now) {
  let nextSlot = 0;
  return {
    /** Milliseconds the next caller would wait (for tests and diagnostics). */
    delay(): number {
      return Math.max(0, nextSlot - now());
    },
    turn(signal?: AbortSignal): Promise<void> {
      const t = now();
      const slot = Math.max(t, nextSlot);
      nextSlot = slot + gapMs;
      const wait = slot - t;
      if (wait <= 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, wait);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
          },
          { once: true },
        );
      });
    },
  };
}

export type RequestSpacer = ReturnType<typeof createRequestSpacer>;
