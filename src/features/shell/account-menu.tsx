import { Link, useNavigate } from 'react-router-dom';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge/count-badge';
import { useDialogs } from '@/components/dialog/dialog-host';
import { VipBadge } from '@/components/vip-badge/vip-badge';
import { useBadgeCounts, type BadgeName } from '@/lib/badges/badge-store';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { Balance } from './balance';
import { PHONE_SCREEN, useMediaQuery } from './use-media-query';
import styles from './header-account.module.css';

const ENTRIES: readonly { route: string; labelKey: string; badge?: BadgeName }[] = [
  { route: '/member/personalHistoryCopy', labelKey: 'header.bettingRecord' },
  { route: '/member/transactionHistory', labelKey: 'header.accountRecord' },
  { route: '/member/personalProfit', labelKey: 'header.personalProfit' },
  { route: '/member/rewardCenter', labelKey: 'header.rewardCentre', badge: 'rewards' },
  { route: '/member/messageV2', labelKey: 'member.messages', badge: 'messages' },
  { route: '/member/securityCenter', labelKey: 'header.myAccount' },
];

/**
 * The logged-in account menu (SPEC §2): records, rewards, my account, agent centre for agents, sign out. On a phone
 * the header row has room for an icon only: the button shows the unread count inside it, and the menu opens as a
 * panel that starts with what the row leaves out (the name on one line, the balance's hide and refresh, withdraw).
 */
export function AccountMenu() {
  const { session, gateway } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // What the phone's header row leaves out is in the open menu on a phone: the balance is then the one figure on the
  // page otherwise.
  const phoneExtras = useMediaQuery(PHONE_SCREEN) === true;
  const counts = useBadgeCounts();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // A mouse opens the menu on hover; the click that follows must not close it again.
  const openedByHover = useRef(false);

  const signOut = async () => {
    setOpen(false);
    const answer = await dialogs.show({
      title: t('header.signOutTitle'),
      icon: 'warning',
      children: <p>{t('header.signOutQuestion')}</p>,
      buttons: [
        { label: t('common.cancel'), value: 'cancel' },
        { label: t('header.signOut'), value: 'confirm', primary: true },
      ],
    });
    if (answer !== 'confirm') return;
    // The local session ends whatever the gateway answers: the user asked to leave.
    await callApi(gateway, 'session.logout').catch(() => undefined);
    session.clear();
    navigate('/');
  };

  const name = (
    <>
      {member?.nickname || member?.account || t('header.account')}
      {member?.hasVip && (
        <>
          {' '}
          <VipBadge level={member.vipRankLevel} label={member.vipLabelName} color={member.clubLabel?.color} />
        </>
      )}
    </>
  );

  return (
    <div
      ref={wrapper}
      className={styles.accountMenu}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        <svg className={styles.accountIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="visually-hidden-on-phone">{name}</span>
        <span className={styles.phoneOnly}>
          <CountBadge count={counts.messages} label={t('centre.unread', { count: counts.messages ?? 0 })} />
        </span>
      </button>
      {/* Its entries only while open: closed, it does not render them again with every count that arrives. */}
      <ul id={menuId} className={styles.dropdown} hidden={!open}>
        {open && (
          <>
            {phoneExtras && (
              <>
                <li className={styles.sheetName}>{name}</li>
                <li>
                  <Balance />
                </li>
                <li>
                  <Link to="/member/withdraw" onClick={() => setOpen(false)}>
                    {t('header.withdraw')}
                  </Link>
                </li>
              </>
            )}
            {ENTRIES.map((e) => (
              <li key={e.route}>
                <Link to={e.route} onClick={() => setOpen(false)}>
                  {t(e.labelKey)}
                  {e.badge && (
                    <CountBadge count={counts[e.badge]} label={t('centre.unread', { count: counts[e.badge] ?? 0 })} />
                  )}
                </Link>
              </li>
            ))}
            {kind === 'agent' && (
              <li>
                <Link to="/agentHome" onClick={() => setOpen(false)}>
                  {t('header.agentCentre')}
                </Link>
              </li>
            )}
            <li>
              <button type="button" onClick={() => void signOut()}>
                {t('header.signOut')}
              </button>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
