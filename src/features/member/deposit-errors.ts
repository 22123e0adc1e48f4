import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** The cashier's refusals, each with its own sentence in the money dictionary (deposit.errors.<code>). */
const DEPOSIT_CODES: ReadonlySet<string> = new Set([
  'deposit_channel_unavailable',
  'deposit_mobile_unverified',
  'deposit_amount_out_of_range',
  'deposit_promotion_unavailable',
  'deposit_not_found',
  'deposit_state_invalid',
  'deposit_reminder_unavailable',
  'deposit_image_invalid',
  'in_need_true_account',
  'safer_deposit_limit',
]);

/** What a deposit refused by the member's deposit limit may still be, and when the limit resets (minor units, ms). */
export interface DepositLimitLeft {
  remaining: number;
  resetsAt: number;
}

/** The translation key (with its namespace) of a deposit call's failure, and what a limit refusal's sentence names. */
export function depositErrorKey(error: unknown): { key: string; ns: 'money' | 'common'; limit?: DepositLimitLeft } {
  if (error instanceof GatewayError && error.code === 'safer_deposit_limit') {
    const v = error.value as Partial<DepositLimitLeft> | undefined;
    if (typeof v?.remaining === 'number' && typeof v.resetsAt === 'number')
      return {
        key: 'deposit.errors.safer_deposit_limit',
        ns: 'money',
        limit: { remaining: v.remaining, resetsAt: v.resetsAt },
      };
  }
  if (error instanceof GatewayError && DEPOSIT_CODES.has(error.code))
    return { key: `deposit.errors.${error.code}`, ns: 'money' };
  return { key: errorMessageKey(error), ns: 'common' };
}
