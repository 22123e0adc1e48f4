import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './header-account.module.css';

/**
 * Log in and Register, for a visitor without a session. `sessionUnknown`: the server's render and its hydration, which
 * know no session; with one stored they hold the member's parts' place unseen (header-account.module.css).
 */
export function GuestActions({ sessionUnknown = false }: { sessionUnknown?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={sessionUnknown ? `${styles.actions} ${styles.unknownSession}` : styles.actions}
      data-session-unknown={sessionUnknown || undefined}
    >
      <Link className={styles.secondary} to="/login">
        {t('header.login')}
      </Link>
      <Link className={styles.primary} to="/register">
        {t('header.register')}
      </Link>
    </div>
  );
}
