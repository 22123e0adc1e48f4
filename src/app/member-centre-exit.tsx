import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearMallState, inMemberCentre } from '@/lib/rewards/mall-state';

/**
 * SPEC §4: closing the member centre clears the points mall's state. Leaving the member centre (and the mall, which
 * opens from it) for any other page resets the mall's tab and category and drops its cached reads.
 */
export function MemberCentreExit() {
  const { pathname } = useLocation();
  const wasInside = useRef(inMemberCentre(pathname));
  useEffect(() => {
    const inside = inMemberCentre(pathname);
    if (wasInside.current && !inside)
      // The cache module is lazy (kept out of the home page's first JavaScript): load it only when there is state.
      void import('@/lib/query-client').then(({ queryClient }) => clearMallState(queryClient));
    wasInside.current = inside;
  }, [pathname]);
  return null;
}
