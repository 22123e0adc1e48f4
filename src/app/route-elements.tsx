import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteFallback } from '@/components/route-fallback/route-fallback';
import { startCountingRouteLoads, trackRouteLoad } from '@/lib/routing/route-loading';
import { RouteMatchesContext } from '@/lib/routing/route-matches';

type PageModule = { Component?: ComponentType | null };
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();
const NoPage = () => null;

/**
 * The route table as data (features declare `lazy` pages, as a data router takes them) turned into elements for
 * `useRoutes`: a lazy page becomes a React.lazy component whose code is fetched once. The site needs none of the
 * data router's loaders or actions, and the declarative router is half its size on every first view.
 */
export function toElementRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, Component, children, ...rest } = route;
    let element = rest.element ?? (Component ? <Component /> : undefined);
    let preload: (() => Promise<PageModule>) | undefined;
    if (typeof load === 'function') {
      let pending: Promise<PageModule> | undefined;
      const fetchPage = () => (pending ??= trackRouteLoad(Promise.resolve(load() as Promise<PageModule>)));
      const Page = lazy(() => fetchPage().then((m) => ({ default: m.Component ?? NoPage })));
      element = <Page />;
      preload = fetchPage;
    }
    const converted = { ...rest, element, children: children && toElementRoutes(children) } as RouteObject;
    if (preload) preloads.set(converted, preload);
    return converted;
  });
}

/**
 * The routes of the current location. Every lazy page the location matches (a centre's frame and its page) starts
 * downloading at once, side by side, instead of each after its parent has rendered.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  for (const match of matches)
    void preloads
      .get(match.route)?.()
      .catch(() => undefined);
  const element = useRoutes(routes, location);
  useEffect(startCountingRouteLoads, []);
  return (
    <RouteMatchesContext value={matches}>
      <Suspense fallback={<RouteFallback />}>{element}</Suspense>
    </RouteMatchesContext>
  );
}
