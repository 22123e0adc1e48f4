import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './header-account.module.css';

/** Log in and Register, for a visitor without a session. */
export function GuestActions({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.actions}${className ? ` ${className}` : ''}`}>
      <Link className={styles.secondary} to="/login">
        {t('header.login')}
      </Link>
      <Link className={styles.primary} to="/register">
        {t('header.register')}
      </Link>
    </div>
  );
}
