/** Hidden with "Later" until the next login (the gateway keeps the payout; the page asks again after a login). */
export const RECEIPT_LATER_KEY = 'receipts.later';
