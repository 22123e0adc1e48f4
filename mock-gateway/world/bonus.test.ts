import { describe, expect, it } from 'vitest';
import { HOUSE } from './ledger.js';
import { codeOf, MERCHANT, world } from './test-helpers.js';
import type { MerchantSeed } from './types.js';

const BONUS: MerchantSeed = {
  ...MERCHANT,
  welcomeBonus: { enabled: true, amount: 131000, currency: 'PHP', channels: ['ZALO', 'WHATSAPP'] },
};
const OTHERS: MerchantSeed[] = [
  {
    ...MERCHANT,
    code: 'wa',
    merchantCodes: ['WA01'],
    welcomeBonus: { ...BONUS.welcomeBonus!, channels: ['WHATSAPP'] },
  },
  { ...MERCHANT, code: 'off', merchantCodes: ['OFF01'], welcomeBonus: { ...BONUS.welcomeBonus!, enabled: false } },
  { ...MERCHANT, code: 'none', merchantCodes: ['NONE01'] },
];

describe('welcome bonus', () => {
  it('credits the MAIN wallet from the house exactly once per account; a retry replays the first claim', () => {
    const w = world(42, [BONUS, ...OTHERS]);
    const member = w.accounts.findByUsername('demo_member')!;
    const main = w.wallets.mainId(member.id);
    const before = w.ledger.balance(main);
    const house = w.ledger.balance(HOUSE);
    const input = { account: member, merchantCode: 'royal', channel: 'ZALO' as const, number: '+84 901234567' };

    const first = w.bonus.claimWelcome(input);
    expect(first).toMatchObject({ amount: 13_100_000, currency: 'PHP', channel: 'ZALO', replayed: false });
    expect(w.ledger.balance(main)).toBe(before + 13_100_000);
    expect(w.ledger.balance(HOUSE)).toBe(house - 13_100_000);

    w.clock.advance(60_000);
    const retry = w.bonus.claimWelcome({ ...input, number: '84901234567' });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(codeOf(() => w.bonus.claimWelcome({ ...input, number: '84900000000' }))).toBe('welcome_bonus_claimed');
    expect(codeOf(() => w.bonus.claimWelcome({ ...input, channel: 'WHATSAPP' }))).toBe('welcome_bonus_claimed');
    // Claimed on one merchant: claimed everywhere.
    expect(codeOf(() => w.bonus.claimWelcome({ ...input, merchantCode: 'wa', channel: 'WHATSAPP' }))).toBe(
      'welcome_bonus_claimed',
    );

    const rows = w.ledger.rows(main).filter((r) => r.ref.startsWith('welcome-bonus'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 13_100_000, idempotencyKey: `welcome-bonus:${member.id}` });
    expect(w.ledger.balance(main)).toBe(before + 13_100_000);
    expect(w.bonus.welcomeClaim(member.id)).toEqual(first);
    w.ledger.assertInvariant();
  });

  it('refuses a disabled or missing bonus, a channel the merchant does not offer, and trial accounts', () => {
    const w = world(42, [BONUS, ...OTHERS]);
    const member = w.accounts.findByUsername('demo_member')!;
    const claim = (merchantCode: string, channel: 'ZALO' | 'WHATSAPP') => () =>
      w.bonus.claimWelcome({ account: member, merchantCode, channel, number: '0901234567' });
    expect(codeOf(claim('off', 'ZALO'))).toBe('welcome_bonus_unavailable');
    expect(codeOf(claim('none', 'ZALO'))).toBe('welcome_bonus_unavailable');
    expect(codeOf(claim('nope', 'ZALO'))).toBe('welcome_bonus_unavailable');
    expect(codeOf(claim('wa', 'ZALO'))).toBe('welcome_bonus_unavailable');
    expect(w.bonus.welcomeClaim(member.id)).toBeUndefined();
    expect(w.ledger.rows(w.wallets.mainId(member.id)).some((r) => r.ref.startsWith('welcome-bonus'))).toBe(false);
    expect(claim('WA01', 'WHATSAPP')()).toMatchObject({ amount: 13_100_000, replayed: false });

    const trial = w.auth.freePlay('127.0.0.1').account;
    expect(
      codeOf(() =>
        w.bonus.claimWelcome({ account: trial, merchantCode: 'royal', channel: 'ZALO', number: '0901234567' }),
      ),
    ).toBe('in_need_true_account');
    w.ledger.assertInvariant();
  });
});
