import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteCatalogue } from '@/generated/config-types';
import { sideMenuStartsOpen } from './side-menu-paths';

const catalogue = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../site-config/routes.json'), 'utf8'),
) as RouteCatalogue;

describe('where the side menu starts open', () => {
  it('starts closed on the game pages of SPEC §2 (routes.json), whatever the case of the address', () => {
    for (const page of ['/seamless', '/lottery', '/vnLottery', '/seaLottery', '/vnlottery', '/LOTTERY'])
      expect(sideMenuStartsOpen(page, true), page).toBe(false);
  });

  it('follows every route routes.json marks, and only those', () => {
    for (const { path: page, sideMenuStartsClosed } of catalogue.routes)
      expect(sideMenuStartsOpen(page, true), page).toBe(!sideMenuStartsClosed);
  });

  it('starts closed on a narrow screen, where it is a drawer over the page', () => {
    expect(sideMenuStartsOpen('/rng', false)).toBe(false);
    expect(sideMenuStartsOpen('/rng', true)).toBe(true);
  });
});
