import { lazy, Suspense } from 'react';
import { sessionToken } from '@/lib/gateway/session-store';
import { withWords } from '@/lib/i18n/i18n';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

// The channel, the badge reads and the toasts load only once a real account is signed in.
const Reactions = lazy(() => withWords(import('./push-reactions'), 'push').then((m) => ({ default: m.PushReactions })));

/** The signed-in account's push channel and red counts; trial accounts get neither (SPEC §6). */
export function PushMount() {
  const { session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const token = member ? sessionToken.get() : null;
  if (!member || !token || kind === 'trial') return null;
  return (
    <Suspense fallback={null}>
      {/* A new token (another login) is a new channel. */}
      <Reactions key={token} token={token} member={kind === 'member'} />
    </Suspense>
  );
}
