import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { AccountMenu } from './account-menu';
import { MessagesLink } from './messages-link';
import { Balance } from './balance';
import styles from './header-account.module.css';

// The icon reads through the query cache, which stays out of the home page's first JavaScript.
const HeaderAvatar = lazy(() => import('./header-avatar'));

/**
 * A signed-in header's right side: balance, deposit and withdraw, messages, avatar and the account menu. On a phone
 * the row keeps the balance, deposit (an icon) and the account entry; withdraw, the inbox and the balance's buttons
 * move into the account menu (account-menu.tsx), so the header stays one row.
 */
export function MemberActions() {
  const { session } = useServices();
  const { kind } = useSessionSnapshot(session);
  const { t } = useTranslation();
  return (
    <div className={`${styles.actions} ${styles.memberActions}`} data-member-actions>
      <Balance labelClassName="visually-hidden-on-phone" />
      <Link className={`${styles.primary} ${styles.deposit}`} to="/member/depositv2">
        <svg className={styles.depositIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 5v14M5 12h14" />
        </svg>
        <span className="visually-hidden-on-phone">{t('header.deposit')}</span>
      </Link>
      <Link className={`${styles.secondary} ${styles.wideOnly}`} to="/member/withdraw">
        {t('header.withdraw')}
      </Link>
      {kind !== 'trial' && <MessagesLink className={styles.wideOnly} />}
      {kind && kind !== 'trial' && (
        <span className={`${styles.avatarWrap} ${styles.wideOnly}`}>
          <Suspense fallback={<span className={styles.avatarSlot} />}>
            <HeaderAvatar />
          </Suspense>
        </span>
      )}
      <AccountMenu />
    </div>
  );
}
