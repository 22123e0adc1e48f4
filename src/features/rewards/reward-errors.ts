import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { Money } from '@/lib/money/amount';

/** Codes the reward centre and the mall explain themselves (keys under `errors.` in the rewards namespace). */
const OWN: Record<string, string> = {
  reward_not_found: 'notFound',
  reward_already_claimed: 'alreadyClaimed',
  reward_expired: 'expired',
  reward_not_started: 'notStarted',
  claim_deposit_required: 'depositRequired',
  claim_bet_required: 'betRequired',
  required_member_information_incomplete: 'profileIncomplete',
  'prom.claim.req.field': 'mobileRequired',
  promo_code_invalid: 'promoCodeInvalid',
  points_not_enough: 'pointsNotEnough',
  point_reward_not_found: 'notFound',
  point_reward_sold_out: 'soldOut',
  'invalid.payment.pw': 'fundPasswordWrong',
  'not.exists.payment.password': 'fundPasswordMissing',
  in_need_true_account: 'trial',
  balance_not_enough: 'balanceLow',
};

/** A translated sentence for a failed claim or redemption, with the figures the gateway sent (required vs actual). */
export function rewardErrorText(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
  formatMoney: Money,
): string {
  if (error instanceof GatewayError && OWN[error.code]) {
    const v = (error.value ?? {}) as Record<string, unknown>;
    const money = (k: string) => (typeof v[k] === 'number' ? formatMoney(v[k]) : '');
    return t(`errors.${OWN[error.code]}`, {
      required: money('requiredDepositAmount') || money('requiredValidBet'),
      actual: money('accumulatedDepositAmount') || money('actualBet'),
      requiredPoints: v['requiredPoint'],
      points: v['points'],
      fields: Array.isArray(v['requiredInformation'])
        ? (v['requiredInformation'] as string[]).map((f) => t(`fields.${f}`)).join(', ')
        : '',
    });
  }
  return t(errorMessageKey(error), { ns: 'common' });
}
