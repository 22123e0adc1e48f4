import { useTranslation } from 'react-i18next';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { rewardErrorText } from './reward-errors';
import type { Money } from '@/lib/money/amount';

/**
 * One claim (reward, sign-in day, newbie task): an idempotency key per intent, so a double click, a retry after a
 * timeout or a reload during the claim pays once. Says what was paid, or why not (with required vs actual).
 */
export function ClaimButton<Body, Value extends { amount: number; points: number }>({
  operation,
  body,
  send,
  label,
  disabled,
  money,
}: {
  /** Unique per claimable item (the pending claim survives a reload under this name). */
  operation: string;
  body: Body;
  send: (body: Body, idempotencyKey: string) => Promise<Value>;
  label: string;
  disabled?: boolean;
  money: Money;
}) {
  const { t } = useTranslation('rewards');
  const action = useMoneyAction<Body, Value>(operation, send);
  return (
    <div>
      <button
        type="button"
        onClick={() => action.submit(body)}
        disabled={disabled || action.isPending || action.isSuccess}
        aria-busy={action.isPending}
      >
        {action.isSuccess ? t('claimed') : label}
      </button>
      <p role="status" aria-live="polite">
        {action.isSuccess && t('paid', { amount: money(action.data.amount), points: action.data.points })}
        {action.isError && rewardErrorText(action.error, t, money)}
      </p>
    </div>
  );
}
