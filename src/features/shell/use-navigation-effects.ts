import { useEffect, useRef } from 'react';
import { useRouteMatches } from '@/lib/routing/route-matches';

interface RouteHandle {
  name?: string;
}

/** SPEC §2: after each navigation the page scrolls to top when the route name changes. */
export function useNavigationEffects(): void {
  const matches = useRouteMatches();
  const name = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.name ?? matches.at(-1)?.pathname;
  const previous = useRef(name);
  useEffect(() => {
    if (previous.current === name) return;
    previous.current = name;
    // In the next frame, which lays the new page out anyway: scrolling in the commit would force a layout of its own.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [name]);
}
