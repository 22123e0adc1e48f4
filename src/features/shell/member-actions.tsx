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

/** A signed-in header's right side: balance, deposit and withdraw, messages, avatar and the account menu. */
export function MemberActions() {
  const { session } = useServices();
  const { kind } = useSessionSnapshot(session);
  const { t } = useTranslation();
  return (
    <div className={`${styles.actions} ${styles.memberActions}`}>
      <Balance />
      <Link className={styles.primary} to="/member/depositv2">
        {t('header.deposit')}
      </Link>
      <Link className={styles.secondary} to="/member/withdraw">
        {t('header.withdraw')}
      </Link>
      {kind !== 'trial' && <MessagesLink />}
      {kind && kind !== 'trial' && (
        <Suspense fallback={<span className={styles.avatarSlot} />}>
          <HeaderAvatar />
        </Suspense>
      )}
      <AccountMenu />
    </div>
  );
}
