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
]);

/** The translation key (with its namespace) of a deposit call's failure. */
export function depositErrorKey(error: unknown): { key: string; ns: 'money' | 'common' } {
  if (error instanceof GatewayError && DEPOSIT_CODES.has(error.code))
    return { key: `deposit.errors.${error.code}`, ns: 'money' };
  return { key: errorMessageKey(error), ns: 'common' };
}
