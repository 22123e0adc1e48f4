import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';

/** The routes the current location matched, outermost first (what a data router's useMatches gives). */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}
