import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge/count-badge';
import { useBadgeCount } from '@/lib/badges/badge-store';
import styles from './header-account.module.css';

/** The header's envelope to the inbox, with the unread count (SPEC §2 red badge). */
export function MessagesLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useBadgeCount('messages');
  return (
    <Link className={`${styles.messagesLink}${className ? ` ${className}` : ''}`} to="/member/messageV2">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
      <span className="visually-hidden">{t('member.messages')}</span>
      <CountBadge count={unread} label={t('centre.unread', { count: unread ?? 0 })} />
    </Link>
  );
}
