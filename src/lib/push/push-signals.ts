/**
 * Signals the push reactions give screens that live in other chunks, without importing them: a window event each.
 */

/** A payout waits for the member's receipt (PAYMENT_CONFIRMATION): the receipt dialog asks again, "Later" or not. */
export const RECEIPTS_ASK_AGAIN = 'push:receipts-ask-again';

export function askReceiptsAgain(): void {
  window.dispatchEvent(new Event(RECEIPTS_ASK_AGAIN));
}

/** The push channel's URL on the page's own origin (the CSP's connect-src 'self' covers it). */
export function pushUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/wps/push`;
}
