// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalogue from '../../../schemas/api/catalogue.json';
import { renderOnSite } from '@/components/testing/render-on-site';
import type { ReceiptListValue } from '@/generated/api-types';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { formatAmount } from '@/lib/money/amount';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enMoney from '@/locales/en/money.json';
import tyMoney from '@/locales/ty/money.json';
import moneyStyles from './money.module.css';
import { paintReceiptPreview, previewAmount, receiptPreview, type PreviewSetup } from './receipt-preview';
import {
  PREVIEW_READS,
  PREVIEW_SETTLED,
  RECEIPT_HANDED_OVER,
  RECEIPT_LATER_KEY,
  RECEIPT_PREVIEW_ID,
} from './receipt-preview-handover';
import { WithdrawalReceipts } from './withdrawal-receipt-watch';
import styles from './withdrawal-receipt.module.css';

const RECEIPT = {
  payDetailId: 'PD-1',
  refId: 'W1000100011',
  isAutoConfirmed: 'N' as const,
  amount: 10300,
  remainingAmount: 0,
  paidAt: 0,
  secondsLeft: 900,
};
const BALANCE = {
  balance: 5000,
  sumBalance: 5000,
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'F' as const,
};
// As the build hands them over (scripts/lib/receipt-preview-entry.ts), with this test run's class names.
const SETUP: PreviewSetup = {
  words: {
    EN: enMoney.receipt as unknown as Record<string, string>,
    TY: tyMoney.receipt as unknown as Record<string, string>,
  },
  classes: {
    dock: styles.dock!,
    bar: styles.bar!,
    title: styles.title!,
    quiet: styles.quiet!,
    actions: moneyStyles.actions!,
    hint: moneyStyles.hint!,
  },
  laterKey: RECEIPT_LATER_KEY,
  previewId: RECEIPT_PREVIEW_ID,
  handedOver: RECEIPT_HANDED_OVER,
  settled: PREVIEW_SETTLED,
  reads: PREVIEW_READS,
};
const answer = (value: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(status === 200 ? { success: true, value } : { success: false, errorCode: 'x' }), {
      status,
    }),
  );
/** The page as the loader leaves it: its language marked on the merchant's tag and the reads under way. */
function page(language: 'EN' | 'TY', receipts: Promise<Response>, balance = answer(BALANCE)) {
  document.head.innerHTML = `<meta name="wl-merchant" content="royal" data-languages="TY,EN" data-locales="fil,en" data-language="${language}">`;
  const headers = { Authorization: 'member-token' };
  window.wlEarlyReads = [
    { url: PREVIEW_READS.receipts, headers, at: Date.now(), response: receipts },
    { url: PREVIEW_READS.balance, headers, at: Date.now(), response: balance },
  ];
}
const preview = () => document.getElementById(RECEIPT_PREVIEW_ID);
/** Each element of a dock: its tag, classes and own text, in document order. */
const shape = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map(
    (el) =>
      `${el.tagName} .${[...el.classList].join('.')} ${[...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent)
        .join('')}`,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 16, 34));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  queryClient.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(RECEIPT_HANDED_OVER);
  delete window.wlEarlyReads;
  delete window.wlAppHeldUntil;
});

describe("the receipt dock's painted preview", () => {
  it("is the dock's first look: the same elements, classes and words, in place until the dock replaces it", async () => {
    page('EN', answer([RECEIPT, { ...RECEIPT, payDetailId: 'PD-2' }]));
    await paintReceiptPreview(SETUP);
    const painted = preview()!;
    expect(painted.inert).toBe(true); // a picture: nothing in it takes focus or speaks
    expect(painted.textContent).toContain(
      'Your withdrawal W1000100011 of ₱ 10,300.00 has been paid. Did you receive it?',
    );
    expect(painted.textContent).toContain('1 more payout waits after this one.');
    const paintedShape = shape(painted);

    renderOnSite(<WithdrawalReceipts />, {
      gateway: fakeGateway({
        'receipt.list': () => [RECEIPT, { ...RECEIPT, payDetailId: 'PD-2' }],
        'wallet.balance': () => BALANCE,
      }).gateway,
      namespaces: { common: enCommon, money: enMoney },
      token: 'member-token',
    });
    const dock = await screen.findByRole('alertdialog', { name: 'Withdrawal confirmation' });
    expect(shape(dock)).toEqual(paintedShape);
    expect(preview()).toBeNull();
  });

  it("speaks the page's language (TY) with its number format", async () => {
    page('TY', answer([RECEIPT]));
    await paintReceiptPreview(SETUP);
    expect(preview()?.querySelector('h2')?.textContent).toBe('Kumpirmasyon ng withdrawal');
    expect(preview()?.textContent).toContain('Nabayaran na ang iyong withdrawal na W1000100011 na ₱ 10,300.00.');
    // Folded: a phone shows the one-line bar first.
    expect(preview()?.querySelector('p')?.textContent).toBe('Nabayaran: ₱ 10,300.00Sagutin');
    expect([...preview()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Sagutin',
      'Natanggap',
      'Hindi natanggap',
      'Bahagyang natanggap',
      'Mamaya',
    ]);
  });

  it('paints nothing when no payout waits for an answer, a read failed, "Later" was chosen or the app decided first', async () => {
    const cases: [string, () => void][] = [
      ['none waits', () => page('EN', answer([]))],
      ['already counts as received', () => page('EN', answer([{ ...RECEIPT, isAutoConfirmed: 'Y', secondsLeft: 0 }]))],
      ['refused', () => page('EN', answer(null, 401))],
      ['lost', () => page('EN', Promise.reject(new TypeError('network')))],
      ['no currency', () => page('EN', answer([RECEIPT]), answer(null, 500))],
      ['later', () => (page('EN', answer([RECEIPT])), sessionStorage.setItem(RECEIPT_LATER_KEY, '1'))],
      ['no language marked', () => (page('EN', answer([RECEIPT])), (document.head.innerHTML = ''))],
      [
        'the app decided',
        () => (page('EN', answer([RECEIPT])), document.documentElement.setAttribute(RECEIPT_HANDED_OVER, '')),
      ],
    ];
    for (const [name, arrange] of cases) {
      arrange();
      await paintReceiptPreview(SETUP);
      expect(preview(), name).toBeNull();
      sessionStorage.clear();
      document.documentElement.removeAttribute(RECEIPT_HANDED_OVER);
    }
  });

  it("lets the app's files go once the picture is on screen, or at once when it paints none", async () => {
    const settled: (HTMLElement | null)[] = [];
    const record = () => settled.push(preview());
    window.addEventListener(PREVIEW_SETTLED, record);
    for (const receipts of [[RECEIPT], []]) {
      window.wlAppHeldUntil = 1e9;
      page('EN', answer(receipts));
      await paintReceiptPreview(SETUP);
      expect(window.wlAppHeldUntil).toBe(0);
      document.body.innerHTML = '';
    }
    window.removeEventListener(PREVIEW_SETTLED, record);
    expect(settled.map((dock) => dock?.id ?? null)).toEqual([RECEIPT_PREVIEW_ID, null]);
  });

  it("leaves each answer whole for the app's client to read", async () => {
    page('EN', answer([RECEIPT]));
    await paintReceiptPreview(SETUP);
    const response = await window.wlEarlyReads![0]!.response;
    expect(await response.json()).toEqual({ success: true, value: [RECEIPT] });
  });

  it('formats amounts as the dock does, the symbol on either side', () => {
    for (const locale of ['en', 'fil', 'pt'])
      for (const currency of [BALANCE, { ...BALANCE, currencySymbol: 'R$', currencyPosition: 'B' as const }])
        for (const amount of [0.1 + 0.2, 1234567.891, 10300])
          expect(previewAmount(amount, currency, locale)).toBe(formatAmount(amount, currency, locale));
  });

  it("shows the deadline the dock shows: now plus the payout's seconds left", () => {
    const dock = receiptPreview(SETUP, [RECEIPT] as ReceiptListValue, BALANCE, SETUP.words.EN!, 'en');
    expect(dock?.querySelector(`.${moneyStyles.hint}`)?.textContent).toBe(
      'If you do not answer by 4:49 PM, it counts as received and the amount is not refunded.',
    );
  });

  it("asks the catalogue's receipt.list and wallet.balance", () => {
    const path = (id: string) => catalogue.find((entry) => entry.id === id);
    expect(path('receipt.list')).toMatchObject({ method: 'GET', path: PREVIEW_READS.receipts });
    expect(path('wallet.balance')).toMatchObject({ method: 'GET', path: PREVIEW_READS.balance });
  });
});
