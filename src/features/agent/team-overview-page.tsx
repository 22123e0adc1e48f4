import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/lib/config/site-settings';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { formatAmount } from '@/lib/money/amount';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import {
  consolidatedQuery,
  pendingOffers,
  signedContractKinds,
  type ContractKind,
} from '@/lib/contracts/consolidated-query';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { QueryProvider } from '@/lib/query-client';
import { balanceQuery } from '@/lib/wallet/balance-query';
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
  return (
    <QueryProvider>
      <TeamOverview />
    </QueryProvider>
  );
}

function TeamOverview() {
  const { gateway, session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const { flags } = useSiteSettings();
  const { t, i18n } = useTranslation();
  // SPEC §6: consolidated info is fetched when the agent-policy flag is on and the account is not a trial.
  const withContracts = flags['AGENTPOLICY3'] === true && kind !== 'trial';
  const balance = useQuery(balanceQuery(gateway));
  const consolidated = useQuery({ ...consolidatedQuery(gateway), enabled: withContracts });
  const wallet = balance.data;
  const contracts = withContracts ? consolidated.data : undefined;
  const failed = balance.error ?? (withContracts ? consolidated.error : null);
  const error = failed ? errorMessageKey(failed) : null;

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
      <TeamFigures />
    </section>
  );
}
