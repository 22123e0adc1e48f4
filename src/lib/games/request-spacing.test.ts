import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestSpacer } from './request-spacing';

describe('vendor request spacing (SPEC §9: 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets the first request go at once and spaces the next ones 300 ms apart', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    const started: number[] = [];
    const t0 = Date.now();
    const go = () => spacer.turn().then(() => started.push(Date.now() - t0));
    void go();
    void go();
    void go();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([0, 300, 600]);
  });

  it('does not hold back a request that comes after a quiet spell', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    await spacer.turn();
    await vi.advanceTimersByTimeAsync(500);
    expect(spacer.delay()).toBe(0);
    let done = false;
    void spacer.turn().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('stops waiting when the request is cancelled, and the next one does not wait for it', async () => {
    const spacer = createRequestSpacer(300, () => Date.now());
    const t0 = Date.now();
    await spacer.turn();
    const controller = new AbortController();
    const waiting = spacer.turn(controller.signal);
    const started: number[] = [];
    void spacer.turn().then(() => started.push(Date.now() - t0));
    controller.abort();
    await expect(waiting).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([300]);
  });

  it('measures the gap from when the previous request really left', async () => {
    let clock = 0;
    const spacer = createRequestSpacer(300, () => clock);
    await spacer.turn();
    clock = 250; // the next caller arrives 250 ms later: it waits the 50 ms left
    let released = false;
    void spacer.turn().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(released).toBe(false);
    clock = 300;
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });
});
