// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RebateRemainingValue } from '@/generated/api-types';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { queryClient } from '@/lib/query-client';
import common from '@/locales/en/common.json';
import money from '@/locales/en/money.json';
import rebate from '@/locales/en/rebate.json';
import { ManualRebatePage } from './manual-rebate-page';

const NONE: RebateRemainingValue = {
  lottRemain: 0,
  elottRemain: 0,
  fishRemain: 0,
  liveRemain: 0,
  pvpRemain: 0,
  rngRemain: 0,
  sportsRemain: 0,
  balanceDate: '2026-11-29',
};

function show(remain: RebateRemainingValue, flags: Record<string, boolean>, refuse?: GatewayError) {
  const { gateway, calls } = fakeGateway({
    'rebate.remaining': () => remain,
    'rebate.disburse': () => {
      if (refuse) throw refuse;
      return { award: 12.5, claimed: 2, balance: 112.5 };
    },
    'wallet.balances': () => ({
      sumBalance: 100,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      balances: [],
    }),
  });
  renderOnSite(<ManualRebatePage />, { gateway, namespaces: { common, money, rebate }, token: 't', flags });
  return calls;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
});

describe('manual rebate', () => {
  it('claims every product with something to claim, once under a double click, with its amounts', async () => {
    const sent = show({ ...NONE, rngRemain: 10, liveRemain: 2.5 }, { MANPLAYREB3: true });
    const button = await screen.findByRole('button', { name: rebate.claim });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText(/has been added to your wallet/)).toBeTruthy();
    expect(sent('rebate.disburse')).toHaveLength(1);
    const [options] = sent('rebate.disburse');
    expect(options!.body).toMatchObject({ rebateAmount: { rng: 10, live: 2.5 } });
    expect(options!.idempotencyKey).toBeTruthy();
  });

  it('claims one product with its own button; that product then shows as claimed, the others stay claimable', async () => {
    const sent = show({ ...NONE, rngRemain: 10, liveRemain: 2.5 }, { MANPLAYREB3: true });
    // jsdom joins the visible word and the hidden product name without the space a browser puts between them.
    const claimOf = (product: string) => new RegExp(`^${rebate.claimOne}\\s*${product}$`);
    fireEvent.click(await screen.findByRole('button', { name: claimOf(common.nav.rng) }));
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    await screen.findByText(/has been added to your wallet/);
    expect(row(common.nav.rng).textContent).toContain(rebate.claimedState);
    expect(screen.queryByRole('button', { name: claimOf(common.nav.rng) })).toBeNull();
    expect(screen.getByRole('button', { name: claimOf(common.nav.live) })).toBeTruthy();
    expect(sent('rebate.disburse')[0]!.body).toMatchObject({ rebateAmount: { rng: 10 } });
    expect(sent('rebate.disburse')[0]!.body).not.toHaveProperty('rebateAmount.live');
  });

  it('says why a claim was refused, in the member’s words', async () => {
    show({ ...NONE, rngRemain: 10 }, { MANPLAYREB3: true }, new GatewayError('rebate_already_claimed', 'x', 409));
    fireEvent.click(await screen.findByRole('button', { name: rebate.claim }));
    expect((await screen.findByRole('alert')).textContent).toBe(rebate.errors.alreadyClaimed);
  });

  it('offers no claim when nothing is left, and does not ask the gateway where the merchant has it off', async () => {
    show(NONE, { MANPLAYREB3: true });
    expect(await screen.findByText(rebate.nothing)).toBeTruthy();
    cleanup();
    const sent = show(NONE, {});
    expect(await screen.findByText(rebate.notOffered)).toBeTruthy();
    expect(sent('rebate.remaining')).toHaveLength(0);
  });
});
