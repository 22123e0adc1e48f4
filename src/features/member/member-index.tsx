import { Navigate } from 'react-router-dom';
import { useSite } from '@/lib/config/site-context';

/** `/member` opens the merchant's default member page (SPEC §2: securityCenter unless configured otherwise). */
export function MemberIndex() {
  const { memberMenu } = useSite().merchant;
  const entry = memberMenu.entries.find((e) => e.id === memberMenu.defaultEntry) ?? memberMenu.entries[0];
  return <Navigate to={entry?.route ?? '/member/securityCenter'} replace />;
}
