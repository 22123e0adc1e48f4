import { describe, expect, it } from 'vitest';
import { ALL_VENDOR_CODES } from './index.js';
import { START, world } from './test-helpers.js';

const DAY = 86_400_000;

describe('money history of demo_member', () => {
  const w = world();
  const member = w.accounts.findByUsername('demo_member')!;
  const main = w.wallets.mainId(member.id);

  it('ends on the documented balances, every figure booked through a balanced ledger', () => {
    expect(w.wallets.summary(member.id)).toMatchObject({ main: 500_000, total: 512_050 });
    w.ledger.assertInvariant();
    // Main never dipped below zero, in booking order.
    const rows = [...w.ledger.rows(main)].sort((a, b) => a.at - b.at || a.id - b.id);
    let level = 0;
    for (const row of rows) {
      level += row.amount;
      expect(level).toBeGreaterThanOrEqual(0);
    }
  });

  it('has months of bets on every game type and on most vendors, each bet and win a ledger row', () => {
    const bets = w.money.bets(member.id);
    expect(bets.length).toBeGreaterThan(300);
    expect(START - Math.min(...bets.map((b) => b.betAt))).toBeGreaterThan(90 * DAY);
    expect(new Set(bets.map((b) => b.gameType))).toEqual(
      new Set(['FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS', 'LOTT', 'ELOTT']),
    );
    expect(new Set(bets.map((b) => b.vendor)).size).toBeGreaterThan(ALL_VENDOR_CODES.length * 0.8);
    // demo_member's own wallets (its invited friends bet too, from theirs).
    const own = (wallet: string) => wallet === main || wallet.startsWith(`vendor:${member.id}:`);
    const booked = w.ledger.rows().filter((r) => r.kind === 'bet' && r.amount < 0 && own(r.accountId));
    expect(booked.reduce((s, r) => s - r.amount, 0)).toBe(bets.reduce((s, b) => s + b.betAmount, 0));
    const sports = bets.find((b) => b.gameType === 'SPORTS');
    expect(sports?.sports).toMatchObject({ eventName: expect.stringContaining(' vs '), odds: expect.any(Number) });
  });

  it('has deposits in every state and withdrawals in every status; money moved only for those that move it', () => {
    const deposits = w.money.deposits(member.id);
    expect(new Set(deposits.map((d) => d.state))).toEqual(new Set([2, 3, 4, 5, 6, 7]));
    const credited = w.ledger.rows(main).filter((r) => r.kind === 'deposit');
    expect(credited.reduce((s, r) => s + r.amount, 0)).toBe(
      deposits.filter((d) => d.state === 2).reduce((s, d) => s + d.amount, 0),
    );
    const withdrawals = w.money.withdrawals(member.id);
    expect(new Set(withdrawals.map((x) => x.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const out = -w.ledger
      .rows(main)
      .filter((r) => r.kind === 'withdraw')
      .reduce((s, r) => s + r.amount, 0);
    const back = w.ledger
      .rows(main)
      .filter((r) => r.kind === 'refund')
      .reduce((s, r) => s + r.amount, 0);
    expect(out - back).toBe(
      withdrawals.filter((x) => x.status !== 3 && x.status !== 5).reduce((s, x) => s + x.amount, 0),
    );
  });

  it('has bound accounts and one payout awaiting its receipt', () => {
    expect(w.money.boundAccounts(member.id).map((a) => a.type)).toEqual(['B', 'B', 'E']);
    const [pending] = w.money.confirmations(member.id);
    expect(pending).toMatchObject({ remainingAmount: 0, autoConfirmAt: pending!.paidAt + 15 * 60_000 });
    expect(w.money.withdrawals(member.id).find((x) => x.refId === pending!.refId)?.status).toBe(2);
  });

  it('is the same history for the same seed, and another for another seed', () => {
    expect(world().money.bets(world().accounts.findByUsername('demo_member')!.id)).toEqual(w.money.bets(member.id));
    const other = world(7);
    expect(other.money.bets(other.accounts.findByUsername('demo_member')!.id)).not.toEqual(w.money.bets(member.id));
  });
});

it('books a consistent history for any seed (main never negative, balances as documented)', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const w = world(seed);
    const id = w.accounts.findByUsername('demo_member')!.id;
    expect(w.wallets.summary(id)).toMatchObject({ main: 500_000, total: 512_050 });
    w.ledger.assertInvariant();
  }
});

describe('return all (GCS_walletReturn)', () => {
  it('moves every vendor balance to main once per key', () => {
    const w = world();
    const member = w.accounts.findByUsername('demo_member')!;
    w.wallets.transfer({
      accountId: member.id,
      fromWallet: 'MAIN',
      toWallet: 'MG',
      amount: 10_000,
      idempotencyKey: 'k1',
    });
    expect(w.money.returnAll(member.id, 'r1')).toEqual({ amount: 22_050, replayed: false });
    expect(w.money.returnAll(member.id, 'r1')).toEqual({ amount: 22_050, replayed: true });
    expect(w.wallets.summary(member.id)).toMatchObject({ main: 512_050, total: 512_050 });
    expect(w.money.returnAll(member.id, 'r2')).toEqual({ amount: 0, replayed: false });
    w.ledger.assertInvariant();
  });
});
