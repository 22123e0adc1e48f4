/**
 * What the receipt dock's painted preview (receipt-preview.ts, run before the app) and the app's dock agree on. This
 * file imports nothing: the preview's own file must not wait for the app's.
 */

/** Hidden with "Later" until the next login (the gateway keeps the payout; the page asks again after a login). */
export const RECEIPT_LATER_KEY = 'receipts.later';

export const RECEIPT_PREVIEW_ID = 'receipt-preview';

/**
 * Whether a payout waited for the member's receipt ('1') or none did ('0') when the app last asked: a page load's app
 * lets the preview go first (see PREVIEW_SETTLED) unless none did.
 */
export const RECEIPTS_WAITING_KEY = 'receipts.waiting';

/**
 * Dispatched on window by the preview once its picture is on screen, or it has found none to paint. Until then, and at
 * most APP_WAITS_FOR_PREVIEW_MS after the page's head script asked for the preview's answers, the page's loader holds
 * the app's files back: on a fast connection the answers come within that time, and the picture paints first instead
 * of in the gaps of the app's start (on this machine 0.13-0.19 s after the page is asked for instead of 0.16-0.31 s).
 * On a phone the answers take longer: the app's files start with the first paint, as without a preview.
 */
export const PREVIEW_SETTLED = 'wl-receipt-preview-settled';
export const APP_WAITS_FOR_PREVIEW_MS = 150;

declare global {
  interface Window {
    /** Until when (performance.now()) the app's files wait for the preview: 0 once it has settled. */
    wlAppHeldUntil?: number;
  }
}

/**
 * The reads a signed-in page's head script starts before the app (build-plugins/paint-first.ts), for the preview and
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
