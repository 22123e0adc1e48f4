import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { laterRoutes } from '@/app/later-routes';
import { appRoutes } from '@/app/router';

/**
 * "Routes declared are routes served" (issue 12): every route in site-config/routes.json, and every member and agent
 * menu entry of every merchant, has a page in the router, unless the route is declared `"status": "planned"`.
 * A planned route that the router does serve fails too, so the flag is removed in the change that builds the page.
 */
const CONFIG = path.resolve(import.meta.dirname, '../../site-config');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(CONFIG, file), 'utf8')) as unknown;

interface DeclaredRoute {
  path: string;
  status?: 'built' | 'planned';
}
interface MenuEntry {
  id: string;
  route: string;
}
interface MerchantMenus {
  memberMenu: { entries: MenuEntry[] };
  agentMenu: { entries: MenuEntry[] };
}

const declared = (readJson('routes.json') as { routes: DeclaredRoute[] }).routes;
const byPath = new Map(declared.map((route) => [route.path, route]));
const merchants = readdirSync(CONFIG).filter((name) => statSync(path.join(CONFIG, name)).isDirectory());
const table = appRoutes(laterRoutes());

/** The name of the page the router shows for a path ("not-found" for the catch-all). */
function servedBy(pathname: string): string | undefined {
  const matches = matchRoutes(table, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  return (leaf?.handle as { name?: string } | undefined)?.name ?? (leaf?.index ? 'index' : leaf?.path);
}

/** Every path the router declares, nested paths joined to their parents. */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    return [...(route.path && route.path !== '*' ? [own] : []), ...routerPaths(route.children ?? [], own)];
  });
}

describe('routes declared are routes served', () => {
  it.each(declared.filter((route) => route.status !== 'planned').map((route) => route.path))(
    '%s has a page',
    (pathname) => {
      expect(servedBy(pathname)).not.toBe('not-found');
    },
  );

  it.each(declared.filter((route) => route.status === 'planned').map((route) => route.path))(
    '%s is planned, so the router must not serve it yet (drop "planned" when the page lands)',
    (pathname) => {
      expect(servedBy(pathname)).toBe('not-found');
    },
  );

  it('every path the router serves is declared in routes.json', () => {
    expect(routerPaths(table).filter((p) => !byPath.has(p))).toEqual([]);
  });

  it.each(merchants)('every member and agent menu entry of %s leads to a page or a planned route', (merchant) => {
    const { memberMenu, agentMenu } = readJson(`${merchant}/merchant.json`) as MerchantMenus;
    const broken = [...memberMenu.entries, ...agentMenu.entries]
      .map((entry) => entry.route.split(/[?#]/)[0] as string)
      .filter((route) => {
        const entry = byPath.get(route);
        return !entry || (entry.status !== 'planned' && servedBy(route) === 'not-found');
      });
    expect(broken).toEqual([]);
  });
});

describe('the later routes, fetched when a visit first opens a page beyond the landing pages', () => {
  const before = appRoutes();
  const leafBefore = (pathname: string) => matchRoutes(before, pathname)?.at(-1)?.route;
  const landing = new Set(routerPaths(before).filter((p) => !p.endsWith('*')));
  const laterPaths = routerPaths(table).filter((p) => !landing.has(p));

  it('are most of the site: every centre page, the content pages, the agent landing, the single wallet, the mall', () => {
    expect(laterPaths).toEqual(expect.arrayContaining(['/member/withdraw', '/agentHome', '/aboutUs', '/agent']));
    expect(laterPaths).toEqual(expect.arrayContaining(['/seamless', '/pointMall', '/help', '/search', '/lottery']));
  });

  it('/helpmc, shown without the site frame, waits for them without the frame too', () => {
    const frameless = (routes: RouteObject[]) => routes.find((r) => r.path === '/helpmc');
    expect(frameless(before)?.handle).toEqual({ name: 'helpmc' });
    expect(frameless(before)?.lazy).toBeUndefined();
    expect(frameless(table)?.lazy).toBeTypeOf('function');
  });

  it.each(laterPaths)('%s waits for them until they arrive (never "not found" on the way)', (pathname) => {
    expect(leafBefore(pathname)?.path).toMatch(/\*$/);
    expect(servedBy(pathname)).not.toBe('not-found');
  });

  it('a landing page is served the same before and after; an unknown path is "not found" once they are in', () => {
    for (const pathname of ['/', '/rng', '/sports', '/promotions'])
      expect(leafBefore(pathname)?.handle).toEqual(matchRoutes(table, pathname)?.at(-1)?.route.handle);
    expect(servedBy('/memberx')).toBe('not-found');
  });
});
