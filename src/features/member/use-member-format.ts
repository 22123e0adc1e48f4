import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { useServices } from '@/lib/services';
import { walletBalancesQuery } from './wallet-queries';

/** Amounts in the page language with the gateway's currency; times in the page language. */
export function useMemberFormat() {
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
