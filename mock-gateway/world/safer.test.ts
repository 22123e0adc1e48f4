import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/lib/safer/policy.ts';
import { world } from './test-helpers.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const bdo = { method: 'MT', vendorId: 'MT-BDO', bankCode: 'BDO' };

function member() {
  const w = world();
  const a = w.accounts.findByUsername('demo_member')!;
  return { w, a };
}

describe('safer gambling limits', () => {
  it('applies a decrease at once and holds a raise for the cooling-off, then the confirmation', () => {
    const { w, a } = member();
    w.safer.setLimit(a.id, PRESETS.ukgc, 'deposit', 'DAY', 1000_00);
    expect(w.safer.setLimit(a.id, PRESETS.ukgc, 'deposit', 'DAY', 500_00)[0]).toMatchObject({ amount: 500_00 });
    const [raised] = w.safer.setLimit(a.id, PRESETS.ukgc, 'deposit', 'DAY', 2000_00);
    expect(raised).toMatchObject({ amount: 500_00, pending: { amount: 2000_00, effectiveAt: w.clock.now() + DAY } });
    expect(() => w.safer.confirmLimit(a.id, 'deposit', 'DAY')).toThrow(
      expect.objectContaining({ code: 'safer_cooling_off' }),
    );
    w.clock.advance(DAY);
    expect(w.safer.confirmLimit(a.id, 'deposit', 'DAY')[0]).toMatchObject({ amount: 2000_00 });
    expect(w.safer.limits(a.id)[0]!.pending).toBeUndefined();
  });

  it('refuses a new deposit over what remains, never a replay, and frees it at the reset', () => {
    const { w, a } = member();
    w.safer.setLimit(a.id, PRESETS.mga, 'deposit', 'DAY', 600_00);
    w.cashier.submit(a.id, { ...bdo, amount: 500_00 }, 'k1', 'TRANSFER');
    expect(() => w.cashier.submit(a.id, { ...bdo, amount: 200_00 }, 'k2', 'TRANSFER')).toThrow(
      expect.objectContaining({
        code: 'safer_deposit_limit',
        value: { remaining: 100_00, resetsAt: w.clock.now() + DAY, period: 'DAY' },
      }),
    );
    expect(w.cashier.submit(a.id, { ...bdo, amount: 500_00 }, 'k1', 'TRANSFER').replayed).toBe(true);
    w.clock.advance(DAY);
    expect(w.cashier.submit(a.id, { ...bdo, amount: 200_00 }, 'k3', 'TRANSFER').replayed).toBe(false);
  });

  it('offers only what the policy offers', () => {
    const { w, a } = member();
    expect(() => w.safer.setLimit(a.id, PRESETS.ukgc, 'wager', 'DAY', 1)).toThrow(
      expect.objectContaining({ code: 'safer_not_offered' }),
    );
    expect(() => w.safer.timeOut(a.id, PRESETS.mga, 42)).toThrow(
      expect.objectContaining({ code: 'safer_not_offered' }),
    );
  });
});

describe('time-out and self-exclusion', () => {
  it('end every session and refuse logins until the end', () => {
    const { w, a } = member();
    const s = w.sessions.login(a.id);
    const b = w.safer.timeOut(a.id, PRESETS.ukgc, 1);
    expect(w.sessions.lookup(s.token).ok).toBe(false);
    expect(() => w.sessions.login(a.id)).toThrow(
      expect.objectContaining({ code: 'account_timed_out', value: { until: b.until } }),
    );
    w.clock.advance(DAY);
    expect(w.sessions.login(a.id).accountId).toBe(a.id);
  });

  it('lifts an exclusion only where the policy allows, after its cooling-off', () => {
    const { w, a } = member();
    w.safer.selfExclude(a.id, PRESETS.mga, 6);
    expect(() => w.safer.requestLift(a.id, PRESETS.ukgc, 'better now')).toThrow(
      expect.objectContaining({ code: 'safer_lift_not_allowed' }),
    );
    const lift = w.safer.requestLift(a.id, PRESETS.mga, 'better now').lift!;
    expect(lift.liftsAt).toBe(w.clock.now() + 7 * DAY);
    w.clock.advance(7 * DAY - 1);
    expect(() => w.sessions.login(a.id)).toThrow(expect.objectContaining({ code: 'account_self_excluded' }));
    w.clock.advance(1);
    expect(w.sessions.login(a.id).accountId).toBe(a.id);
  });

  it("refuses a new account with an excluded player's mobile number, without saying why", () => {
    const { w, a } = member();
    const fields = { mobileNum: a.mobileNum!, countryDialingCode: a.countryDialingCode!, password: 'secret1' };
    w.safer.selfExclude(a.id, PRESETS.ukgc, 6);
    const { code } = w.sms.send(fields.mobileNum, fields.countryDialingCode, 'register');
    // "Taken", as for any number: whoever types a number must not learn that its owner excluded themselves.
    expect(() =>
      w.auth.register({ merchantCode: 'royal', method: 'mobile', fields: { ...fields, verificationCode: code } }),
    ).toThrow(expect.objectContaining({ code: 'mobile_exists' }));
  });
});
