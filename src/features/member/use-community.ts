import { useTranslation } from 'react-i18next';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { claimErrorKey } from './community-queries';

/**
 * A reward claim: an idempotency key per intent, nothing sent while one is in flight (a double click claims once),
 * and on success the balance, the figures and the badges refresh at once. `problem` is the translated refusal.
 */
export function useClaim<Body, Result>(operation: string, send: (body: Body, key: string) => Promise<Result>) {
  const { t } = useTranslation('community');
  const action = useMoneyAction<Body, Result>(operation, send);
  return {
    claim: action.submit,
    busy: action.isPending,
    done: action.isSuccess ? action.data : undefined,
    problem: action.isError ? t(claimErrorKey(action.error)) : null,
  };
}
