import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router-dom';
import { RouteFallback } from '@/components/route-fallback/route-fallback';
import { startCountingRouteLoads, trackRouteLoad } from '@/lib/routing/route-loading';
import { RouteMatchesContext } from '@/lib/routing/route-matches';

type PageModule = { Component?: ComponentType | null };
interface LazyPage {
  Page: ComponentType;
  fetchPage: () => Promise<PageModule>;
  /** The page's component once its module is in. */
  loaded?: ComponentType;
}
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();
/**
 * One component per lazy page, however often the table is rebuilt (it is when the later routes arrive): a new
 * React.lazy type for the same page would make React unmount the page on screen and mount it again.
 */
const lazyPages = new WeakMap<() => unknown, LazyPage>();
const NoPage = () => null;

function lazyPage(load: () => unknown): LazyPage {
  const known = lazyPages.get(load);
  if (known) return known;
  let pending: Promise<PageModule> | undefined;
  const fetchPage = () =>
    (pending ??= trackRouteLoad(Promise.resolve(load() as Promise<PageModule>)).then((m) => {
      page.loaded = m.Component ?? NoPage;
      return m;
    }));
  const Lazy = lazy(() => fetchPage().then((m) => ({ default: m.Component ?? NoPage })));
  /**
   * A page whose module is in renders it directly: React.lazy suspends on its first render even then, and a page the
   * server rendered that suspends while the app hydrates is thrown away and rendered again when any update comes
   * first. Chosen once per mount, so the page is never swapped for itself.
   */
  const Page = () => {
    const [Component] = useState(() => page.loaded ?? Lazy);
    return <Component />;
  };
  const page: LazyPage = { Page, fetchPage };
  lazyPages.set(load, page);
  return page;
}

/**
 * Loads the pages `pathname` shows before the app hydrates a page the server rendered, so that the hydration never
 * waits on them (their files are already on the way: build-plugins/early-fetches.ts).
 */
export function loadPagesAt(routes: RouteObject[], pathname: string): Promise<unknown> {
  return loadPages(matchesAt(routes, pathname));
}

/** Loads the lazy pages of routes (of a table `toElementRoutes` made) already matched. */
export function loadPages(matches: readonly { route: RouteObject }[]): Promise<unknown> {
  return Promise.all(matches.map(({ route }) => preloads.get(route)?.()));
}

/**
 * The route table as data (features declare `lazy` pages, as a data router takes them) turned into elements the
 * declarative router renders: a lazy page becomes a React.lazy component whose code is fetched once. The site needs
 * none of the data router's loaders or actions, and the declarative router is half its size on every first view.
 */
export function toElementRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, Component, children, ...rest } = route;
    let element = rest.element ?? (Component ? <Component /> : undefined);
    let preload: (() => Promise<PageModule>) | undefined;
    if (typeof load === 'function') {
      const { Page, fetchPage } = lazyPage(load);
      element = <Page />;
      preload = fetchPage;
    }
    const converted = { ...rest, element, children: children && toElementRoutes(children) } as RouteObject;
    if (preload) preloads.set(converted, preload);
    return converted;
  });
}

// Each table's paths matched: a signed-in visit's preloads (of the centre's home page), the start's page loads, the
// render that follows (or restarts, when an update came in while it was in slices) and the centre's redirect ask it
// for the same paths, and matching the whole table is costly cold. The site's paths have no parameters: the map stays
// small.
const matched = new WeakMap<RouteObject[], Map<string, RouteMatch[]>>();
export function matchesAt(routes: RouteObject[], pathname: string): RouteMatch[] {
  const byPath = matched.get(routes) ?? new Map<string, RouteMatch[]>();
  matched.set(routes, byPath);
  let matches = byPath.get(pathname);
  if (!matches) byPath.set(pathname, (matches = matchRoutes(routes, pathname) ?? []));
  return matches;
}

/**
 * The routes of the current location. Every lazy page the location matches (a centre's frame and its page) starts
 * downloading at once, side by side, instead of each after its parent has rendered. Rendered again only when the
 * location or the table changes: each render gives every route's context a new value, and every link on the page
 * renders again with it.
 */
export const AppRoutes = memo(function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = matchesAt(routes, location.pathname);
  for (const match of matches)
    void preloads
      .get(match.route)?.()
      .catch(() => undefined);
  // The matches above, rendered: `useRoutes` would match the whole table a second time. The site's paths have no
  // parameters, so its re-encoding of matched paths changes nothing.
  const element = renderMatches(matches);
  useEffect(startCountingRouteLoads, []);
  return (
    <RouteMatchesContext value={matches}>
      <Suspense fallback={<RouteFallback />}>{element}</Suspense>
    </RouteMatchesContext>
  );
});
