import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pendingPasswordChange } from '@/features/auth/change-password-marker';
import { loadLaterEndpoints } from '@/lib/gateway/api';
import { withWords } from '@/lib/i18n/i18n';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { loadChunk } from './chunk-errors';
import { useInvitationCodes } from './invitation-codes';

const AuthDialogs = lazy(() => {
  // Their calls (login, register, SMS...) are not the first screen's: their endpoints come alongside, and their
  // refusals' words (the later dictionary) with them.
  loadLaterEndpoints().catch(() => undefined);
  return withWords(
    loadChunk(() => import('./auth-dialogs')),
    'later',
  ).then((m) => ({ default: m.AuthDialogs }));
});

/**
 * The account dialogs' code loads with the first dialog asked for (a route's `dialog` state, or a forced password
 * change left pending by an earlier page), not with the first screen; from then on they stay mounted. The invitation
 * codes of the address are kept from the first page of the visit on.
 */
export function AuthDialogsMount() {
  const location = useLocation();
  const { session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const invitation = useInvitationCodes(location.search);
  const [needed, setNeeded] = useState(false);
  const requested = Boolean((location.state as { dialog?: string } | null)?.dialog);
  // Asked for once the session is known: a page the server rendered hydrates with an unknown one.
  if (!needed && (requested || (hasToken && pendingPasswordChange() !== null))) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs invitation={invitation} />
    </Suspense>
  );
}
