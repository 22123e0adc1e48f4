/**
 * SPEC §9: vendor requests are spaced 300 ms apart. Callers queue up; each request leaves at least `gapMs` after the
 * one before it left. The gap counts from the moment a request is handed to the network (its `sent` callback), so
 * late timers and the work between a turn and the network never shorten it. A caller cancelled while waiting leaves
 * the queue without using a slot.
 */
export function createRequestSpacer(gapMs: number, now: () => number = () => performance.now()) {
  let lastSent = Number.NEGATIVE_INFINITY;
  let queue: Promise<unknown> = Promise.resolve();

  const sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

  return {
    /** Runs `request` in its turn; it calls `sent` as it hands the request to the network. */
    inTurn<T>(request: (sent: () => void) => Promise<T>, signal?: AbortSignal): Promise<T> {
      let left!: () => void;
      const gone = new Promise<void>((resolve) => (left = resolve));
      const turn = queue.then(async () => {
        signal?.throwIfAborted();
        for (let wait = lastSent + gapMs - now(); wait > 0; wait = lastSent + gapMs - now()) await sleep(wait, signal);
      });
      // The next caller waits until this request has left, or ended without leaving.
      queue = turn.then(
        () => gone,
        () => undefined,
      );
      const sent = () => {
        lastSent = now();
        left();
      };
      return turn.then(() => request(sent)).finally(left);
    },
  };
}

export type RequestSpacer = ReturnType<typeof createRequestSpacer>;

const shared = new Map<number, RequestSpacer>();

/** The app's one spacer for vendor requests (game lists of a vendor, vendor lanes), per gap. */
export function vendorRequestSpacer(gapMs: number): RequestSpacer {
  let spacer = shared.get(gapMs);
  if (!spacer) shared.set(gapMs, (spacer = createRequestSpacer(gapMs)));
  return spacer;
}
