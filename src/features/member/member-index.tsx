import { Navigate } from 'react-router-dom';
import { useSite } from '@/lib/config/site-context';
import { memberHome } from '@/lib/config/centre-home';

/** `/member` opens the merchant's default member page (SPEC §2: securityCenter unless configured otherwise). */
export function MemberIndex() {
  return <Navigate to={memberHome(useSite().merchant)} replace />;
}
