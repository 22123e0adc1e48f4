/**
 * SPEC §9: vendor requests are spaced 300 ms apart. Callers queue up; each one leaves at least `gapMs` after the one
 * before it actually left (timers may fire late, so the gap is measured from the real release, not a planned slot).
 * A caller cancelled while waiting leaves the queue without using a slot.
 */
export function createRequestSpacer(gapMs: number, now: () => number = () => performance.now()) {
  let lastRelease = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();

  const sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(abortError(signal));
        },
        { once: true },
      );
    });

  return {
    /** Milliseconds a caller arriving now would wait if nobody were queued (for tests and diagnostics). */
    delay(): number {
      return Math.max(0, lastRelease + gapMs - now());
    },
    turn(signal?: AbortSignal): Promise<void> {
      const mine = queue.then(async () => {
        if (signal?.aborted) throw abortError(signal);
        let wait = lastRelease + gapMs - now();
        while (wait > 0) {
          await sleep(wait, signal);
          wait = lastRelease + gapMs - now();
        }
        lastRelease = now();
      });
      queue = mine.catch(() => undefined);
      return mine;
    },
  };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

export type RequestSpacer = ReturnType<typeof createRequestSpacer>;

const shared = new Map<number, RequestSpacer>();

/** The app's one spacer for vendor requests (game lists of a vendor, vendor lanes), per gap. */
export function vendorRequestSpacer(gapMs: number): RequestSpacer {
  let spacer = shared.get(gapMs);
  if (!spacer) shared.set(gapMs, (spacer = createRequestSpacer(gapMs)));
  return spacer;
}
