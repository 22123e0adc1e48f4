import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { useServices } from '@/lib/services';
import { agentWalletQuery } from './team-queries';

/** Amounts in the page language with the agent's currency (from its wallet), and the locale. */
export function useTeamMoney() {
  const { i18n } = useTranslation();
  const { gateway } = useServices();
  const wallet = useQuery(agentWalletQuery(gateway));
  const locale = bcp47(i18n.language as PlatformLanguage);
  const currency = wallet.data;
  const money = (major: number) => (currency ? formatAmount(major, currency, locale) : '…');
  return { money, locale, wallet };
}
