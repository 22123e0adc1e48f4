import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearMallState } from '@/lib/rewards/mall-state';
import { inMemberCentre } from '@/lib/routing/centre-paths';

// The cache module is lazy (kept out of the home page's first JavaScript): loaded only when there is state to drop.
const forgetMall = () => void import('@/lib/query-client').then(({ queryClient }) => clearMallState(queryClient));

/**
 * SPEC §4: closing the member centre clears the points mall's state. Leaving the member centre (and the mall, which
 * opens from it) for any other page, or signing out, resets the mall's tab and category and drops its cached reads.
 * Mounted for signed-in visits only (signed-in-mounts.tsx): a visitor has no centre to close.
 */
export function MemberCentreExit() {
  const { pathname } = useLocation();
  const wasInside = useRef(inMemberCentre(pathname));
  useEffect(() => {
    const inside = inMemberCentre(pathname);
    if (wasInside.current && !inside) forgetMall();
    wasInside.current = inside;
  }, [pathname]);
  useEffect(() => () => forgetMall(), []); // signing out closes the centre too
  return null;
}
