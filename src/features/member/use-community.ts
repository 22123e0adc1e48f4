import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointId } from '@/generated/api-endpoints';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import { claimErrorKey } from './community-queries';
import { walletBalancesQuery } from './wallet-queries';

/** Amounts in the page language with the gateway's currency; times in the page language. */
export function useCommunityFormat() {
  const { i18n } = useTranslation();
  const { gateway } = useServices();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const money = useCallback(
    (major: number) => (currency ? formatAmount(major, currency, locale) : '…'),
    [currency, locale],
  );
  return { locale, money, time };
}

/**
 * A reward claim: an idempotency key per intent, nothing sent while one is in flight (a double click claims once),
 * and on success the balance, the figures and the badges refresh at once. `problem` is the translated refusal.
 */
export function useClaim<Body, Result>(operation: EndpointId, send: (body: Body, key: string) => Promise<Result>) {
  const { t } = useTranslation('community');
  const action = useMoneyAction<Body, Result>(operation, send);
  return {
    claim: action.submit,
    busy: action.isPending,
    done: action.isSuccess ? action.data : undefined,
    problem: action.isError ? t(claimErrorKey(action.error)) : null,
  };
}
