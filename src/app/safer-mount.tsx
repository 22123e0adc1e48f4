import { lazy, Suspense } from 'react';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { useIdleAfter } from '@/lib/use-idle-after';

// The reality check's timer and the watch for the safer-gambling prompts load once a member is signed in and the page
// is idle: nothing of them is in the first view (their dialogs load when one is due).
const Watch = lazy(() => import('@/features/member/safer-watch').then((m) => ({ default: m.SaferWatch })));

/** The safer-gambling dialogs of a signed-in member (issue 45): the reality check and the review and limit prompts. */
export function SaferMount() {
  const { session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const idle = useIdleAfter(kind === 'member');
  if (!member || kind !== 'member' || !idle) return null;
  return (
    <Suspense fallback={null}>
      <Watch />
    </Suspense>
  );
}
