import { describe, expect, it } from 'vitest';
import type { AccountsInternal } from './accounts.js';
import { payKey, payRef } from './agent-pay.js';
import { createAuth } from './auth.js';
import type { PushEvent } from './push.js';
import { createSocial } from './social.js';
import { world } from './test-helpers.js';
import type { ContractType } from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KINDS: ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

describe('agent pay', () => {
  it('pays every period the clock decides as Disbursed or Adjust, once, into the holder’s main wallet', () => {
    const w = world();
    const agent = w.accounts.findByUsername('demo_agent')!;
    const main = w.wallets.mainId(agent.id);
    const start = w.clock.now();
    const before = w.ledger.balance(main);
    const events: PushEvent[] = [];
    w.push.subscribe(agent.id, (e) => events.push(e));

    w.clock.advance(31 * DAY);
    const decided = KINDS.flatMap((k) => w.contracts.records(agent.id, k)).filter(
      (r) => r.periodEnd > start - (r.type === 'DIVIDEND' ? 15 * DAY : r.type === 'DAILY' ? DAY : 0),
    );
    const paidRows = w.ledger.rows(main).filter((r) => r.idempotencyKey?.startsWith('contract-pay:'));
    const shouldPay = decided.filter((r) => (r.status === 'A' || r.status === 'M') && r.amount > 0);
    // Hourly pay for a month, daily wages and both half-month dividends, each paid once, nothing for R or P.
    expect(shouldPay.length).toBeGreaterThan(700);
    expect(paidRows.map((r) => r.ref).sort()).toEqual(shouldPay.map((r) => payRef(r.id)).sort());
    expect(decided.some((r) => r.type === 'DIVIDEND' && r.status === 'A')).toBe(true);
    for (const r of decided.filter((x) => x.status === 'R' || x.status === 'P'))
      expect(paidRows.some((row) => row.idempotencyKey === payKey(r.id))).toBe(false);
    const paid = shouldPay.reduce((s, r) => s + r.amount, 0);
    expect(w.ledger.balance(main)).toBe(before + paid);
    expect(paidRows.filter((r) => r.kind === 'dividend').length).toBe(
      shouldPay.filter((r) => r.type === 'DIVIDEND').length,
    );
    // One push event per settlement run with the amount paid in it (major units).
    expect(events).toEqual([{ type: 'AGENT_SALARY', data: { amount: paid / 100, time: start + 31 * DAY } }]);
    w.ledger.assertInvariant();

    // Settling again, or advancing by nothing, pays nothing twice.
    expect(w.agentPay.settle()).toBe(0);
    w.clock.advance(0);
    expect(w.ledger.balance(main)).toBe(before + paid);
    expect(events).toHaveLength(1);
  });

  it('starts from the seeded history: nothing is paid before the clock moves', () => {
    const w = world();
    const agent = w.accounts.findByUsername('demo_agent')!;
    const rows = w.ledger.rows(w.wallets.mainId(agent.id));
    expect(rows.some((r) => r.idempotencyKey?.startsWith('contract-pay:'))).toBe(false);
    expect(w.agentPay.settle()).toBe(0);
  });
});

describe('member status at login', () => {
  const TEAM_PASSWORD = 'Team1234';
  const codeOf = (f: () => unknown): string | undefined => {
    try {
      f();
      return undefined;
    } catch (e) {
      return (e as { code?: string }).code;
    }
  };

  it('refuses blocked and login-forbidden team members after their password, and lets inactive ones in', () => {
    const w = world(1);
    const login =
      (username: string, password = TEAM_PASSWORD) =>
      () =>
        w.auth.login({ username, password });
    expect(codeOf(login('tdp091'))).toBe('login_forbidden'); // 2 Login forbidden (README, docs/gateway.md)
    expect(codeOf(login('tdp001'))).toBe('login_forbidden'); // 6 Login forbidden
    expect(codeOf(login('tdp017'))).toBe('login_forbidden'); // 5 System forbidden
    expect(codeOf(login('tdp003'))).toBe('account_frozen'); // 0 Blocked
    expect(codeOf(login('tdp091', 'wrong'))).toBe('login.password.invalid');
    expect(codeOf(login('tdp002'))).toBeUndefined(); // 11 Inactive
    expect(codeOf(login('tda01'))).toBeUndefined(); // 1 Normal
    expect(w.team.facts(w.accounts.findByUsername('tdp091')!.id).status).toBe(2);
  });

  it('refuses them by SMS code and through an identity provider too', () => {
    const w = world(1);
    // demo_member (09171234567) as if team management had set it to 2 Login forbidden.
    const auth = createAuth({
      clock: w.clock,
      accounts: w.accounts as AccountsInternal,
      sessions: w.sessions,
      sms: w.sms,
      captcha: w.captcha,
      scenarios: w.scenarios,
      limits: w.limits,
      merchant: w.merchant,
      memberStatus: () => 2,
    });
    const { code } = w.sms.send('09171234567', '63', 'login');
    expect(
      codeOf(() => auth.login({ type: 'sms', username: '09171234567', countryDialingCode: '63', password: code })),
    ).toBe('login_forbidden');

    const social = createSocial({
      accounts: w.accounts,
      sessions: w.sessions,
      scenarios: w.scenarios,
      token: () => 'abcdefgh',
      memberStatus: () => 6,
    });
    const identity = { channel: 'GOOGLE' as const, subject: 'g-1', email: 'a@example.com', name: 'A' };
    expect(codeOf(() => social.registerAuto(identity, {}))).toBe('login_forbidden');
  });
});
