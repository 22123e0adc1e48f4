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
    if (previous.current !== name) window.scrollTo({ top: 0 });
    previous.current = name;
  }, [name]);
}
