import { CentreOutlet } from '@/components/centre-menu/centre-outlet';
import { useTranslation } from 'react-i18next';
import { CentreMenu } from '@/components/centre-menu/centre-menu';
import { visibleMenuEntries } from '@/lib/config/menu-entries';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useBadgeCounts } from '@/lib/badges/badge-store';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import layout from '@/components/centre-menu/centre-layout.module.css';
import styles from './member-centre.module.css';

/** Member centre frame: the merchant's menu (flags and roles applied) with its red counts (messages...). */
export function MemberCentreLayout() {
  const { merchant } = useSite();
  const { flags } = useSiteSettings();
  const { session } = useServices();
  const { kind, member } = useSessionSnapshot(session);
  const { t } = useTranslation();
  // The badge feed (app/push-mount.tsx) reads them; trial accounts have none (SPEC §6).
  const counts = useBadgeCounts();

  const state = {
    hasVip: member?.hasVip,
    referralEnabled: member?.availablePromo?.REFERRAL.enabled,
    // A gateway that does not send toUpline keeps the entry (the page itself says when there is no upline).
    toUpline: member?.toUpline ?? true,
  };
  const items = visibleMenuEntries(merchant.memberMenu.entries, flags, kind, { state }).map((entry) => ({
    id: entry.id,
    label: t(entry.labelKey),
    route: entry.route,
    count: entry.badge ? counts[entry.badge] : undefined,
    countLabel: t('centre.unread', { count: entry.badge ? (counts[entry.badge] ?? 0) : 0 }),
  }));
  return (
    <div className={layout.grid}>
      <aside className={layout.panel}>
        <h1 className={styles.title}>{t('centre.memberTitle')}</h1>
        <CentreMenu label={t('centre.memberMenu')} items={items} />
      </aside>
      <div className={layout.content}>
        <CentreOutlet menu={items} />
      </div>
    </div>
  );
}
