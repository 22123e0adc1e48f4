import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberFundsConsolidatedValue, WalletBalanceValue } from '@/generated/api-types';
import { useSiteSettings } from '@/lib/config/site-settings';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { formatAmount } from '@/lib/money/amount';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { pendingOffers, signedContractKinds, type ContractKind } from '@/lib/contracts/consolidated-query';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { QueryProvider } from '@/lib/query-client';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { TeamFigures } from './team-figures';

const PENDING: [ContractKind, string][] = [
  ['DIVIDEND', 'centre.contracts.dividend'],
  ['DAILY', 'centre.contracts.daily'],
  ['HOURLY', 'centre.contracts.hourly'],
  ['REALTIME', 'centre.contracts.realtime'],
];

/** The agent centre's default page: the agent, the wallet and the contract requests waiting for an answer. */
export function TeamOverviewPage() {
  const { gateway, session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const { flags } = useSiteSettings();
  const { t, i18n } = useTranslation();
  const [wallet, setWallet] = useState<WalletBalanceValue | null>(null);
  const [contracts, setContracts] = useState<MemberFundsConsolidatedValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  // SPEC §6: consolidated info is fetched when the agent-policy flag is on and the account is not a trial.
  const withContracts = flags['AGENTPOLICY3'] === true && kind !== 'trial';

  useEffect(() => {
    let live = true;
    const fail = (e: unknown) => live && setError(errorMessageKey(e));
    callApi(gateway, 'wallet.balance').then((v) => live && setWallet(v), fail);
    if (withContracts) callApi(gateway, 'member.fundsConsolidated').then((v) => live && setContracts(v), fail);
    return () => {
      live = false;
    };
  }, [gateway, withContracts]);

  const locale = bcp47(i18n.language as PlatformLanguage);
  // The contracts card sits above the team figures: they wait for it, so it never pushes them down as it arrives.
  if (withContracts && !contracts && !error) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{t('agent.teamOverview')}</h2>
      {error && <p role="alert">{t(error)}</p>}
      <div className={layout.card}>
        <dl className={layout.facts}>
          <dt>{t('centre.account')}</dt>
          <dd>{member?.account}</dd>
          <dt>{t('centre.nickname')}</dt>
          <dd>{member?.nickname || '—'}</dd>
          <dt>{t('header.balance')}</dt>
          <dd>{wallet ? formatAmount(wallet.balance, wallet, locale) : '…'}</dd>
        </dl>
      </div>
      {contracts && (
        <div className={layout.card}>
          <h3>{t('centre.contracts.title')}</h3>
          <p>{t(signedContractKinds(contracts).size > 0 ? 'centre.contracts.has' : 'centre.contracts.none')}</p>
          <dl className={layout.facts}>
            {PENDING.map(([kind, key]) => (
              <div key={kind} style={{ display: 'contents' }}>
                <dt>{t(key)}</dt>
                <dd>{t('centre.contracts.pending', { count: pendingOffers(contracts, kind).length })}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <QueryProvider>
        <TeamFigures />
      </QueryProvider>
    </section>
  );
}
