import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isPhoto, MemberAvatar } from '@/components/avatar/member-avatar';
import { iconQuery } from '@/lib/avatar/avatar-queries';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import styles from './header-account.module.css';

/** The member's icon in the header (/wps/member/info/icon), leading to the security centre where it is changed. */
export default function HeaderAvatar() {
  return (
    <QueryProvider>
      <Avatar />
    </QueryProvider>
  );
}

function Avatar() {
  const { gateway } = useServices();
  const { t, ready } = useTranslation('content');
  const icon = useQuery(iconQuery(gateway)).data;
  if (!icon || !ready) return <span className={styles.avatarSlot} />;
  return (
    <Link to="/member/securityCenter" className={styles.avatarSlot} aria-label={t('avatar.label')}>
      <MemberAvatar avatar={icon} size={32} label={isPhoto(icon) ? t('avatar.photo') : t('avatar.icon', { n: icon })} />
    </Link>
  );
}
