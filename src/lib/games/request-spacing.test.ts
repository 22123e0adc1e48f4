import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestSpacer } from './request-spacing';

/** A request that leaves as soon as its turn comes and answers at once; records when it left. */
const leaving = (log: number[], t0: number) => (sent: () => void) => {
  sent();
  log.push(Date.now() - t0);
  return Promise.resolve();
};

describe('vendor request spacing (SPEC §9: 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets the first request go at once and spaces the next ones 300 ms apart', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    const left: number[] = [];
    const send = leaving(left, Date.now());
    void spacer.inTurn(send);
    void spacer.inTurn(send);
    void spacer.inTurn(send);
    await vi.advanceTimersByTimeAsync(1000);
    expect(left).toEqual([0, 300, 600]);
  });

  it('does not hold back a request that comes after a quiet spell', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    const left: number[] = [];
    const send = leaving(left, Date.now());
    await spacer.inTurn(send);
    await vi.advanceTimersByTimeAsync(500);
    void spacer.inTurn(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(left).toEqual([0, 500]);
  });

  it('stops waiting when the request is cancelled, and the next one does not wait for it', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    const left: number[] = [];
    const send = leaving(left, Date.now());
    await spacer.inTurn(send);
    const controller = new AbortController();
    const cancelled = vi.fn(send);
    const waiting = spacer.inTurn(cancelled, controller.signal);
    void spacer.inTurn(send);
    controller.abort();
    await expect(waiting).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(left).toEqual([0, 300]);
  });

  it('counts the gap from when the previous request was handed to the network, not from its turn', async () => {
    let clock = 0;
    const spacer = createRequestSpacer(300, () => clock);
    let leave!: () => void;
    // The first request gets its turn at 0 but is handed to the network only at 40 (say, its endpoint table loads).
    void spacer.inTurn(
      (sent) =>
        new Promise<void>((resolve) => {
          leave = () => {
            sent();
            resolve();
          };
        }),
    );
    let released = false;
    void spacer.inTurn(() => Promise.resolve((released = true)));
    await vi.advanceTimersByTimeAsync(0);
    clock = 40;
    leave();
    clock = 330; // 330 ms after the first turn, 290 after the first request left: still waiting
    await vi.advanceTimersByTimeAsync(300);
    expect(released).toBe(false);
    clock = 340;
    await vi.advanceTimersByTimeAsync(10);
    expect(released).toBe(true);
  });

  it('lets the next request go at once when one ends without leaving (a failure before the network)', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    const failed = spacer.inTurn(() => Promise.reject(new Error('no endpoint table')));
    await expect(failed).rejects.toThrow('no endpoint table');
    const left: number[] = [];
    void spacer.inTurn(leaving(left, Date.now()));
    await vi.advanceTimersByTimeAsync(0);
    expect(left).toEqual([0]);
  });
});
