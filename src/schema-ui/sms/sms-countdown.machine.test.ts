import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { smsCountdownMachine, type SmsCountdownInput, type SmsSent, type SmsTarget } from './sms-countdown.machine';

const GOOD = { mobileNum: '09171234567', countryDialingCode: '63' };
const BAD = { mobileNum: '0917-12', countryDialingCode: '63' };

function start(
  input: SmsCountdownInput = {},
  send: (target: SmsTarget) => Promise<SmsSent> = async () => ({ expiredMinutes: 1 }),
) {
  const sendCode = vi.fn(send);
  const actor = createActor(
    smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input: target }) => sendCode(target)) } }),
    { input },
  ).start();
  return { actor, sendCode };
}

const flow = (actor: ReturnType<typeof start>['actor']) => (actor.getSnapshot().value as { flow: string }).flow;

describe('SMS countdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses an invalid number without any request, with the mobile rule message', () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'sms.send', ...BAD });
    expect(flow(actor)).toBe('invalid');
    expect(actor.getSnapshot().context.invalid).toEqual({ key: 'auth:reg_pattern_6', values: { min: 10, max: 16 } });
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('refuses an empty number as required', () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'sms.send', mobileNum: '  ', countryDialingCode: '63' });
    expect(actor.getSnapshot().context.invalid).toEqual({ key: 'auth:required' });
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('sends to the bound mobile without a typed number when told not to check one', async () => {
    const { actor, sendCode } = start({ checkNumber: false });
    actor.send({ type: 'sms.send', mobileNum: '', countryDialingCode: '' });
    expect(flow(actor)).toBe('sending');
    expect(sendCode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(flow(actor)).toBe('counting');
  });

  it('with a username required, refuses a send without one first, then sends it trimmed with the number', async () => {
    const { actor, sendCode } = start({ requireUsername: true });
    actor.send({ type: 'sms.send', ...BAD, username: '  ' });
    expect(flow(actor)).toBe('invalid');
    expect(actor.getSnapshot().context).toMatchObject({ invalid: { key: 'auth:required' }, invalidField: 'username' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'sms.send', ...BAD, username: 'demo_member' });
    expect(actor.getSnapshot().context.invalidField).toBe('mobileNum');
    expect(sendCode).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'sms.send', ...GOOD, username: ' demo_member ' });
    expect(sendCode).toHaveBeenCalledWith({ ...GOOD, username: 'demo_member' });
  });

  it('uses the rule it is given (here 11 digits exactly)', () => {
    const { actor } = start({
      mobileRule: { patternId: 6, minLength: 11, maxLength: 11, acceptedPattern: '^[0-9]+$' },
    });
    actor.send({ type: 'sms.send', mobileNum: '0917123456', countryDialingCode: '63' });
    expect(actor.getSnapshot().context.invalid).toEqual({
      key: 'auth:reg_pattern_6_exact',
      values: { min: 11, max: 11 },
    });
  });

  it('sends, then disables the button for expiredMinutes × 60 s, ticking every second, then enables it', async () => {
    const { actor, sendCode } = start({}, async () => ({ expiredMinutes: 2 }));
    actor.send({ type: 'sms.send', mobileNum: ' 09171234567 ', countryDialingCode: '63' });
    expect(flow(actor)).toBe('sending');
    expect(sendCode).toHaveBeenCalledWith(GOOD);
    await vi.advanceTimersByTimeAsync(0);
    expect(flow(actor)).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(120);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.remaining).toBe(119);
    await vi.advanceTimersByTimeAsync(118_000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(flow(actor)).toBe('counting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow(actor)).toBe('idle');
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });

  it('ignores presses while sending and counting', async () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(flow(actor)).toBe('counting');
  });

  it('counts with the configured seconds per minute', async () => {
    const { actor } = start({ secondsPerMinute: 3 }, async () => ({ expiredMinutes: 2 }));
    actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.remaining).toBe(6);
    await vi.advanceTimersByTimeAsync(6000);
    expect(flow(actor)).toBe('idle');
  });

  it('falls back to 1 minute when the answer has no expiry, and a fixed minute overrides the answer', async () => {
    const missing = start({}, async () => ({}));
    missing.actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(0);
    expect(missing.actor.getSnapshot().context.remaining).toBe(60);

    const fixed = start({ fixedMinutes: 1 }, async () => ({ expiredMinutes: 5 }));
    fixed.actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(0);
    expect(fixed.actor.getSnapshot().context.remaining).toBe(60);
  });

  it('ignores a second press less than 1000 ms after the previous one', async () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'sms.send', ...BAD });
    await vi.advanceTimersByTimeAsync(999);
    actor.send({ type: 'sms.send', ...GOOD });
    expect(flow(actor)).toBe('invalid');
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'sms.send', ...GOOD });
    expect(flow(actor)).toBe('sending');
    expect(sendCode).toHaveBeenCalledTimes(1);
  });

  it('keeps the gateway error of a refused send and lets the user retry', async () => {
    const refusal = new GatewayError(
      'sms_quota_insufficient',
      'SMS quota insufficient, please contact customer service',
      403,
    );
    let fail = true;
    const { actor, sendCode } = start({}, async () => {
      if (fail) throw refusal;
      return { expiredMinutes: 1 };
    });
    actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(0);
    expect(flow(actor)).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(refusal);

    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'sms.send', ...GOOD });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow(actor)).toBe('counting');
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  it('returns to idle when the warning is dismissed', async () => {
    const { actor } = start({}, async () => {
      throw new GatewayError('TOO_MANY_REQUESTS', 'Too many requests', 429);
    });
    actor.send({ type: 'sms.send', ...GOOD });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'sms.dismiss' });
    expect(flow(actor)).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('SMS countdown machine: model-based paths', () => {
  // Small numbers keep the state space finite: 1 minute × 2 s, a 500 ms throttle.
  const input: SmsCountdownInput = { secondsPerMinute: 2, throttleMs: 500 };
  const model = smsCountdownMachine.provide({
    actors: { sendCode: fromPromise<SmsSent, SmsTarget>(() => new Promise(() => {})) },
  });
  const events = [
    { type: 'sms.send', ...GOOD },
    { type: 'sms.send', ...BAD },
    { type: 'sms.dismiss' },
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 1 } },
    { type: 'xstate.error.actor.sendCode', error: new GatewayError('sms_quota_insufficient', 'quota', 403) },
    { type: 'xstate.after.1000.smsCountdown.flow.counting' },
    { type: 'xstate.after.throttle.smsCountdown.throttle.closed' },
  ] as never[];

  type Snapshot = SnapshotFrom<typeof model>;
  const flowOf = (s: Snapshot) => (s.value as { flow: string }).flow;

  /** What must hold in every reachable state. */
  function invariants(s: Snapshot) {
    const f = flowOf(s);
    expect(s.context.remaining > 0).toBe(f === 'counting');
    expect(s.context.error !== null).toBe(f === 'failed');
    expect(s.context.invalid !== null).toBe(f === 'invalid');
  }

  it('reaches every state of the flow, and each shortest path replays on a live actor', () => {
    const paths = getShortestPaths(model, { input, events });
    expect(new Set(paths.map((p) => flowOf(p.state)))).toEqual(
      new Set(['idle', 'invalid', 'sending', 'counting', 'failed']),
    );
    for (const path of paths) {
      invariants(path.state);
      const actor = createActor(model, { input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context.remaining).toBe(path.state.context.remaining);
      actor.stop();
    }
  });

  it('keeps its invariants on every simple path, and every path can get back to a usable button', () => {
    const paths = getSimplePaths(model, { input, events });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) invariants(path.state);
    // From any reachable state a usable button (idle, invalid or failed) is reachable again.
    for (const path of paths) {
      const back = getShortestPaths(model, {
        input,
        events,
        fromState: path.state,
        toState: (s) => ['idle', 'invalid', 'failed'].includes(flowOf(s)),
      });
      expect(back.length).toBeGreaterThan(0);
    }
  });
});
