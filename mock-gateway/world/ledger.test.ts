import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';
import { createLedger } from './ledger.js';
import { createRng } from './rng.js';
import { codeOf, errorOf, START, world } from './test-helpers.js';

describe('ledger', () => {
  it('balance always equals the sum of rows after random operations', () => {
    const clock = createClock(START);
    const ledger = createLedger(clock);
    const rng = createRng(5);
    const wallets = ['main:1', 'main:2', 'vendor:1:PT', 'vendor:2:MG', 'vendor:1:AG'];
    for (const w of wallets) ledger.credit(w, rng.int(1, 100_000), 'opening', `open:${w}`);
    let ok = 0;
    let refused = 0;
    for (let i = 0; i < 2000; i++) {
      clock.advance(rng.int(0, 5000));
      const from = rng.pick(wallets);
      const to = rng.pick(wallets.filter((w) => w !== from));
      const amount = rng.chance(0.05) ? rng.pick([0, -5, 1.5, Number.NaN]) : rng.int(1, 60_000);
      const key = rng.chance(0.1) && i > 0 ? `k${rng.int(0, i - 1)}` : `k${i}`;
      try {
        ledger.transfer({ from, to, amount, idempotencyKey: key });
        ok++;
      } catch (e) {
        expect(['balance_not_enough', 'amount_invalid', 'idempotency_key_reused']).toContain(
          (e as { code: string }).code,
        );
        refused++;
      }
      if (i % 100 === 0) ledger.assertInvariant();
      for (const w of wallets) {
        const sum = ledger.rows(w).reduce((s, r) => s + r.amount, 0);
        expect(ledger.balance(w)).toBe(sum);
        expect(ledger.balance(w)).toBeGreaterThanOrEqual(0);
      }
    }
    ledger.assertInvariant();
    expect(ok).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(10);
    expect(ledger.rows().reduce((s, r) => s + r.amount, 0)).toBe(0);
  });

  it('a retried transfer with the same key and payload does not move money again', () => {
    const ledger = createLedger(createClock(START));
    ledger.credit('main:1', 10_000, 'opening', 'o');
    const first = ledger.transfer({
      from: 'main:1',
      to: 'vendor:1:PT',
      amount: 2_500,
      idempotencyKey: 'abc',
      payloadHash: 'h1',
    });
    const again = ledger.transfer({
      from: 'main:1',
      to: 'vendor:1:PT',
      amount: 2_500,
      idempotencyKey: 'abc',
      payloadHash: 'h1',
    });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(ledger.balance('main:1')).toBe(7_500);
    expect(ledger.balance('vendor:1:PT')).toBe(2_500);
    expect(ledger.rows().filter((r) => r.idempotencyKey === 'abc')).toHaveLength(2);
  });

  it('refuses a reused key with another payload, with its own error', () => {
    const ledger = createLedger(createClock(START));
    ledger.credit('main:1', 10_000, 'opening', 'o');
    ledger.transfer({ from: 'main:1', to: 'vendor:1:PT', amount: 2_500, idempotencyKey: 'abc' });
    const e = errorOf(() =>
      ledger.transfer({ from: 'main:1', to: 'vendor:1:PT', amount: 3_000, idempotencyKey: 'abc' }),
    );
    expect(e).toMatchObject({ code: 'idempotency_key_reused', status: 409 });
    expect(ledger.balance('main:1')).toBe(7_500);
  });

  it('refuses insufficient funds and non-positive or fractional amounts without writing rows', () => {
    const ledger = createLedger(createClock(START));
    ledger.credit('main:1', 1_000, 'opening', 'o');
    const rows = ledger.rows().length;
    expect(codeOf(() => ledger.transfer({ from: 'main:1', to: 'main:2', amount: 1_001, idempotencyKey: 'a' }))).toBe(
      'balance_not_enough',
    );
    for (const amount of [0, -1, 0.5, Number.POSITIVE_INFINITY]) {
      expect(
        codeOf(() => ledger.transfer({ from: 'main:1', to: 'main:2', amount, idempotencyKey: `b${amount}` })),
      ).toBe('amount_invalid');
    }
    expect(ledger.rows().length).toBe(rows);
    // a failed attempt does not burn the key
    ledger.credit('main:1', 1, 'adjust', 'top-up');
    expect(ledger.transfer({ from: 'main:1', to: 'main:2', amount: 1_001, idempotencyKey: 'a' }).replayed).toBe(false);
  });

  it('wallet transfer (GCS_walletTransfer) between main and a vendor wallet is idempotent', () => {
    const w = world();
    const member = w.accounts.findByUsername('demo_member')!;
    const before = w.wallets.summary(member.id);
    const input = {
      accountId: member.id,
      fromWallet: 'MAIN',
      toWallet: 'MG',
      amount: 10_000,
      idempotencyKey: 'uuid-1',
    };
    w.wallets.transfer(input);
    w.wallets.transfer(input);
    const after = w.wallets.summary(member.id);
    expect(after.main).toBe(before.main - 10_000);
    expect(after.vendors.find((v) => v.vendor === 'MG')?.amount).toBe(10_000);
    expect(after.total).toBe(before.total);
    expect(codeOf(() => w.wallets.transfer({ ...input, amount: 20_000 }))).toBe('idempotency_key_reused');
    expect(codeOf(() => w.wallets.transfer({ ...input, idempotencyKey: 'uuid-2', toWallet: 'NOPE' }))).toBe(
      'wallet_not_found',
    );
    expect(codeOf(() => w.wallets.transfer({ ...input, idempotencyKey: 'uuid-3', amount: 99_999_999 }))).toBe(
      'balance_not_enough',
    );
    w.ledger.assertInvariant();
  });

  it('seeds demo balances through opening rows (demo_member: at the start of its history)', () => {
    const w = world();
    const member = w.accounts.findByUsername('demo_member')!;
    const rows = w.ledger.rows(w.wallets.mainId(member.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(500_000);
    expect(w.wallets.summary(member.id)).toMatchObject({ main: 500_000, total: 512_050 });
    expect(w.wallets.summary(w.accounts.findByUsername('demo_broke')!.id).total).toBe(0);
    w.ledger.assertInvariant();
  });
});
