import { lazy, Suspense } from 'react';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { GuestActions } from './guest-actions';

/**
 * A member's header parts are not in a visitor's first JavaScript. A signed-in visit fetches them in the signed-in
 * file its page preloads, and `preloadMemberActions` (called at start) has them in hand before the header renders,
 * so the header never paints without them and then shifts.
 */
let loaded: typeof import('./member-actions') | undefined;
const load = () =>
  import('./member-actions').then((m) => {
    loaded = m;
    return m;
  });
const LazyMemberActions = lazy(() => load().then((m) => ({ default: m.MemberActions })));

export function preloadMemberActions(): void {
  load().catch(() => undefined);
}

export function HeaderActions() {
  const { session } = useServices();
  const { hasToken, unknown } = useSessionSnapshot(session);
  if (!hasToken) return <GuestActions sessionUnknown={unknown} />;
  if (loaded) return <loaded.MemberActions />;
  return (
    <Suspense fallback={null}>
      <LazyMemberActions />
    </Suspense>
  );
}
