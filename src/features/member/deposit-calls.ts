import type { DepositBanksValue, DepositGcashValue, DepositSubmitValue } from '@/generated/api-types';

type Method = NonNullable<DepositBanksValue[string]>;

/** The cashier's GCash method (MC GCASH): its deposits go through MCSFE_depositByGCash, not the generic submits. */
export const GCASH_METHOD = 'GCASH';

/** Which submit call a method's kind uses (the catalogue's three generic deposit entries). */
const SUBMIT = { REDIRECT: 'deposit.redirect', QR: 'deposit.qr', TRANSFER: 'deposit.transfer' } as const;

export type SubmitCall = (typeof SUBMIT)[keyof typeof SUBMIT] | 'deposit.gcash';

/** The call a method's deposit is made with: GCash has its own, the others go by their kind. */
export const submitCallOf = (code: string, method: Pick<Method, 'kind'>): SubmitCall =>
  code === GCASH_METHOD ? 'deposit.gcash' : SUBMIT[method.kind];

/** What a deposit submit answered: the generic submits' value, or a GCash deposit's. */
export type DepositAnswered = DepositSubmitValue | DepositGcashValue;

export const isGcashAnswer = (answer: DepositAnswered): answer is DepositGcashValue => 'defaultPageQr' in answer;
