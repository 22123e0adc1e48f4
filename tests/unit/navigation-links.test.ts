import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { laterRoutes } from '@/app/later-routes';
import { appRoutes } from '@/app/router';
import { inviteRoute } from '@/features/shell/side-menu-content';
import { HELP_GUIDES } from '@/features/help/help-guides';

/**
 * Issue 16: every link of the header, the side menu and the footer of every merchant leads to a real page. The links
 * are the shell's fixed `to="..."` links (read from its source, so a new one is checked too) and the config-driven
 * ones: navigation categories, footer products and help, app install guides, the invite route.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, 'site-config');
const SHELL = path.join(ROOT, 'src/features/shell');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONFIG, file), 'utf8')) as T;

interface Link {
  route: string;
}
interface Merchant {
  navigation: { order: string[] };
  footer: { products: Link[]; help: Link[] };
  bottomBar?: Link[];
  appDownloads: Record<string, { guideRoute?: string } | undefined>;
}

const categories = readJson<{ categories: { id: string; route: string }[] }>('navigation.json').categories;
const planned = new Set(
  readJson<{ routes: { path: string; status?: string }[] }>('routes.json')
    .routes.filter((r) => r.status === 'planned')
    .map((r) => r.path),
);
const merchants = readdirSync(CONFIG).filter((name) => statSync(path.join(CONFIG, name)).isDirectory());
const table = appRoutes(laterRoutes());

/** `to="/x"` links written in the shell's components (header, account menu, side menu, footer). */
const shellLinks = readdirSync(SHELL)
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx') && f !== 'not-found-page.tsx')
  .flatMap((f) => [...readFileSync(path.join(SHELL, f), 'utf8').matchAll(/\bto="(\/[^"]*)"/g)].map((m) => m[1]!));

/** Every link a visitor, member or agent of a merchant can see in the header, side menu, footer and a phone's bottom bar. */
export function navigationLinks(merchant: string): string[] {
  const m = readJson<Merchant>(`${merchant}/merchant.json`);
  return [
    ...new Set([
      ...shellLinks,
      ...m.navigation.order.map((id) => categories.find((c) => c.id === id)?.route ?? `<unknown category ${id}>`),
      ...m.footer.products.map((l) => l.route),
      ...m.footer.help.map((l) => l.route),
      ...(m.bottomBar ?? []).map((l) => l.route),
      ...Object.values(m.appDownloads).flatMap((d) => (d?.guideRoute ? [d.guideRoute] : [])),
      ...[inviteRoute('agent', false), inviteRoute('member', true)].filter((r): r is string => !!r),
    ]),
  ];
}

function servedBy(pathname: string): string | undefined {
  const matches = matchRoutes(table, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  return (leaf?.handle as { name?: string } | undefined)?.name ?? (leaf?.index ? 'index' : leaf?.path);
}

/** Anchors the help page has: #term (the terms entries) and its guides. */
const HELP_ANCHORS = new Set(['term', ...HELP_GUIDES.map((g) => g.anchor)]);

describe.each(merchants)('navigation links of %s', (merchant) => {
  const links = navigationLinks(merchant);

  it('reads the links of the header, side menu and footer', () => {
    expect(links).toEqual(expect.arrayContaining(['/', '/login', '/register', '/member/depositv2', '/help#term']));
    expect(links.length).toBeGreaterThan(15);
  });

  it('leads every link to a page (routes still declared "planned" belong to other work and are listed apart)', () => {
    const broken = links.filter((link) => {
      const pathname = link.split(/[?#]/)[0]!;
      return !planned.has(pathname) && (servedBy(pathname) ?? 'not-found') === 'not-found';
    });
    expect(broken).toEqual([]);
  });

  it('leads every help anchor to a section of the help page', () => {
    const anchors = links.filter((l) => l.startsWith('/help#')).map((l) => l.slice('/help#'.length));
    expect(anchors.length).toBeGreaterThan(0);
    expect(anchors.filter((a) => !HELP_ANCHORS.has(a))).toEqual([]);
  });
});
