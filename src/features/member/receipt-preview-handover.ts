/**
 * What the receipt dock's painted preview (receipt-preview.ts, run before the app) and the app's dock agree on. This
 * file imports nothing: the preview's own file must not wait for the app's.
 */

/** Hidden with "Later" until the next login (the gateway keeps the payout; the page asks again after a login). */
export const RECEIPT_LATER_KEY = 'receipts.later';

export const RECEIPT_PREVIEW_ID = 'receipt-preview';

/**
 * The reads a signed-in page's head script starts before the app (scripts/lib/paint-first.ts), for the preview and
 * then the app to take: the catalogue's receipt.list and wallet.balance (checked against it in a test).
 */
export const PREVIEW_READS = {
  receipts: '/wps/relay/MCSFE_getPaymentConfirmationList',
  balance: '/wps/v2/wallets/balance',
} as const;

/** Marked on <html> once the app has shown its dock or found none to show: a preview painted later would stay. */
export const RECEIPT_HANDED_OVER = 'data-receipt-handed-over';

/** The app's dock has taken the preview's place, or the app shows none: the picture goes, or never comes. */
export function dropReceiptPreview(): void {
  document.getElementById(RECEIPT_PREVIEW_ID)?.remove();
  document.documentElement.setAttribute(RECEIPT_HANDED_OVER, '');
}
