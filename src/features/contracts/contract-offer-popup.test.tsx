// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContractValue, MemberFundsConsolidatedValue } from '@/generated/api-types';
import type { CallOptions, EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enContracts from '@/locales/en/contracts.json';
import { ContractOfferPopup } from './contract-offer-popup';

beforeAll(() => {
  // jsdom has <dialog> without showModal().
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

const OFFER: ContractValue = {
  contractId: 7101,
  kind: 'REALTIME',
  productType: 'LOTT',
  rate: 0.5,
  period: 'Realtime',
  status: 'V',
  upline: 'top_agent',
  downline: 'demo_agent',
  activeMember: 4,
  betAmount: 0,
  netLoss: 0,
  createdAt: 0,
  updatedAt: 0,
  downlineHigherRate: 'Y',
};

function consolidated(offers: ContractValue[]): MemberFundsConsolidatedValue {
  return {
    dailysalreqtype: {},
    divtypereq: {},
    divtypecompperiodreq: {},
    contracthoursalreq: {},
    realtimesalreqtype: offers.length ? { LOTT: offers } : {},
    contractmrdailysalinfotype: {},
    contracthoursalinfo: {},
    dailysalinfotype: {},
    divtypeinfo: {},
    divtypecompperiodinfo: {},
    realtimesalinfotype: {},
  };
}

function renderPopup(answer: (body: unknown) => unknown) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon, contracts: enContracts } },
    ns: ['common', 'contracts'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  let offers = [OFFER];
  const call = vi.fn(async (endpoint: EndpointDef, options: CallOptions = {}) => {
    if (endpoint.id === 'member.fundsConsolidated') return consolidated(offers);
    if (endpoint.id === 'contracts.processRealTimeSalary') {
      const signed = answer(options.body);
      offers = [];
      return signed;
    }
    throw new Error(`no fake for ${endpoint.id}`);
  });
  const gateway: GatewayClient = {
    call: call as GatewayClient['call'],
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  };
  const ui = () => (
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway, session: createSessionStore() }}>
        <ContractOfferPopup />
      </ServicesContext>
    </I18nextProvider>
  );
  const view = render(ui());
  const answers = () =>
    call.mock.calls.filter(([e]) => e.id === 'contracts.processRealTimeSalary').map(([, o]) => o?.body);
  return { ...view, answers, remount: () => (view.unmount(), render(ui())) };
}

describe('contract offer popup', () => {
  it('shows the waiting offer with the downline warning; Accept signs it once and shows Signed', async () => {
    const view = renderPopup((body) => ({ ...OFFER, status: 'A', ...(body as object) }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract offer' });
    expect(dialog.textContent).toContain('top_agent offers you a Real-time salary contract.');
    expect(dialog.textContent).toContain('whose rate is higher than 0.5 %');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Real-time salary contract: Signed')).toBeTruthy();
    expect(view.answers()).toEqual([{ contractId: 7101, status: 'A' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the offer on screen with a translated refusal', async () => {
    renderPopup(() => {
      throw new GatewayError('contract_state_invalid', 'The contract cannot change to that state', 409);
    });
    await screen.findByRole('dialog', { name: 'Contract offer' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This contract has already been answered.');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('Later hides the offer for the rest of the session, unanswered', async () => {
    const view = renderPopup(() => OFFER);
    await screen.findByRole('dialog', { name: 'Contract offer' });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.remount();
    // The remounted watch reads the offers again: only once that read is in is "no dialog" an answer.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.answers()).toEqual([]);
  });
});
