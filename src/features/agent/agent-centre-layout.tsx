import { useQuery } from '@tanstack/react-query';
import { CentreOutlet } from '@/components/centre-menu/centre-outlet';
import { useTranslation } from 'react-i18next';
import { CentreMenu } from '@/components/centre-menu/centre-menu';
import { useBadgeCounts } from '@/lib/badges/badge-store';
import { visibleMenuEntries } from '@/lib/config/menu-entries';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { consolidatedQuery, pendingOffers, signedContractKinds } from '@/lib/contracts/consolidated-query';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { LiveClock } from './live-clock';
import layout from '@/components/centre-menu/centre-layout.module.css';
import styles from './agent-centre.module.css';

/**
 * Agent centre frame (SPEC §2): time zone and live clock, who is logged in, the contract offers waiting, and the
 * menu with its flag and contract conditions (SPEC §6).
 */
export function AgentCentreLayout() {
  return (
    <QueryProvider>
      <Frame />
    </QueryProvider>
  );
}

function Frame() {
  const { merchant } = useSite();
  const { flags } = useSiteSettings();
  const { gateway, session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const { t } = useTranslation();
  // SPEC §6: the consolidated call is made when the agent-policy flag is on and the account is not a trial.
  const consolidated = useQuery({
    ...consolidatedQuery(gateway),
    enabled: flags['AGENTPOLICY3'] === true && kind === 'agent',
  }).data;
  const offers = pendingOffers(consolidated).length;
  const counts = useBadgeCounts();
  const items = visibleMenuEntries(merchant.agentMenu.entries, flags, kind, {
    signedContracts: signedContractKinds(consolidated),
  }).map((entry) => ({
    id: entry.id,
    label: t(entry.labelKey),
    route: entry.route,
    count: entry.badge ? counts[entry.badge] : undefined,
    countLabel: t('centre.unread', { count: entry.badge ? (counts[entry.badge] ?? 0) : 0 }),
  }));
  return (
    <div>
      <header className={styles.bar}>
        <h1>{t('centre.agentTitle')}</h1>
        <LiveClock timeZone={merchant.agent.supportHours.timezone} />
        <span>{member?.nickname || member?.account}</span>
        {offers > 0 && (
          <span className={styles.badge} role="status">
            {t('contracts:badge', { count: offers })}
          </span>
        )}
      </header>
      <div className={layout.grid}>
        <aside className={layout.panel}>
          <CentreMenu label={t('centre.agentMenu')} items={items} />
        </aside>
        <div className={layout.content}>
          <CentreOutlet menu={items} />
        </div>
      </div>
    </div>
  );
}
