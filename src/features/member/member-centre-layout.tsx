import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CentreMenu } from '@/components/centre-menu/centre-menu';
import { visibleMenuEntries } from '@/lib/config/menu-entries';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import layout from '@/components/centre-menu/centre-layout.module.css';
import styles from './member-centre.module.css';

/** Member centre frame: the merchant's menu (flags and roles applied) with the unread-message badge. */
export function MemberCentreLayout() {
  const { merchant } = useSite();
  const { flags } = useSiteSettings();
  const { gateway, session } = useServices();
  const { kind, member } = useSessionSnapshot(session);
  const { t } = useTranslation();
  const [unread, setUnread] = useState<number | undefined>();

  useEffect(() => {
    if (kind === 'trial' || kind === null) return; // SPEC §6: trial accounts skip the unread-message fetch
    let live = true;
    callApi(gateway, 'messages.unreadCount').then(
      (count) => live && setUnread(count),
      () => undefined, // the badge is a hint: without it the menu still works
    );
    return () => {
      live = false;
    };
  }, [gateway, kind]);

  const state = { hasVip: member?.hasVip, referralEnabled: member?.availablePromo?.REFERRAL.enabled };
  const items = visibleMenuEntries(merchant.memberMenu.entries, flags, kind, { state }).map((entry) => ({
    id: entry.id,
    label: t(entry.labelKey),
    route: entry.route,
    count: entry.badge === 'messages' ? unread : undefined,
    countLabel: t('centre.unread', { count: unread ?? 0 }),
  }));
  return (
    <div className={layout.grid}>
      <aside className={layout.panel}>
        <h1 className={styles.title}>{t('centre.memberTitle')}</h1>
        <CentreMenu label={t('centre.memberMenu')} items={items} />
      </aside>
      <div className={layout.content}>
        <Outlet />
      </div>
    </div>
  );
}
