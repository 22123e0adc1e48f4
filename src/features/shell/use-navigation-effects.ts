import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router-dom';

interface RouteHandle {
  name?: string;
}

/** SPEC §2: after each navigation the page scrolls to top when the route name changes. */
export function useNavigationEffects(): void {
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as RouteHandle | undefined)?.name ?? matches.at(-1)?.pathname;
  const previous = useRef(name);
  useEffect(() => {
    if (previous.current !== name) window.scrollTo({ top: 0 });
    previous.current = name;
  }, [name]);
}
