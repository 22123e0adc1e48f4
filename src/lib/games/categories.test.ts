import { describe, expect, it } from 'vitest';
import type { GameType, VendorLane } from '@/generated/api-types';
import {
  categoryOfRoute,
  isLargeMenu,
  LARGE_MENU_VENDORS,
  menusOfLanes,
  splitMenus,
  vendorCounts,
  type GameMenu,
  type GameVendor,
} from './categories';

const card = (gameType: GameType, vassalage: string): GameVendor => ({
  gameType,
  vassalage,
  displayName: vassalage,
  gameCount: 3,
  logoUrl: `/logo/${vassalage}.svg`,
});
const menu = (gameType: GameType, codes: string[], gameClassify: string[] = []): GameMenu => ({
  gameType,
  title: gameType,
  cards: codes.map((c) => card(gameType, c)),
  gameClassify,
});

/** The gateway's raw menus as the mock serves them (SPORTS still holds e-sports and cockfight, RNG still holds BGS). */
const RAW: GameMenu[] = [
  menu('FISH', ['BG', 'KY']),
  menu('LIVE', ['AE', 'DG']),
  menu('PVP', ['KX']),
  menu('RNG', ['PNG', 'RTG', 'BGS', 'PT'], ['Crash', 'Slot']),
  menu('SPORTS', ['SBT', 'IBC', 'IMES', 'DS88', 'UG', 'TF']),
  menu('LOTT', ['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA']),
  menu('ELOTT', ['ELOTT']),
];

const codes = (cards: GameVendor[]) => cards.map((c) => c.vassalage);

describe('menu splitting (SPEC §4 Menus)', () => {
  const split = splitMenus(RAW);

  it('moves the e-sports vendors IMES and TF from SPORTS to ESPORTS', () => {
    expect(codes(split.ESPORTS.cards)).toEqual(['IMES', 'TF']);
    expect(codes(split.SPORTS.cards)).toEqual(['SBT', 'IBC', 'UG']);
  });

  it('moves the cockfight vendor DS88 from SPORTS to COCKFIGHT', () => {
    expect(codes(split.COCKFIGHT.cards)).toEqual(['DS88']);
    expect(codes(split.SPORTS.cards)).not.toContain('DS88');
  });

  it('moves BGS from RNG to the in-house category, with the classifications of its source', () => {
    expect(codes(split.BGS.cards)).toEqual(['BGS']);
    expect(codes(split.RNG.cards)).toEqual(['PNG', 'RTG', 'PT']);
    expect(split.BGS.gameClassify).toEqual(['Crash', 'Slot']);
  });

  it('keeps the moved cards as the gateway sent them (they are still listed under SPORTS / RNG)', () => {
    expect(split.ESPORTS.cards[0]).toMatchObject({ gameType: 'SPORTS', vassalage: 'IMES' });
  });

  it('leaves the other categories as they are and counts vendors for the navigation', () => {
    expect(vendorCounts(split)).toEqual({
      LIVE: 2,
      FISH: 2,
      RNG: 3,
      PVP: 1,
      BGS: 1,
      SPORTS: 3,
      ESPORTS: 2,
      COCKFIGHT: 1,
      LOTT: 3,
      ELOTT: 1,
    });
  });

  it('gives a category without vendors a count of 0 (the navigation hides it)', () => {
    const counts = vendorCounts(splitMenus([menu('LIVE', ['AG'])]));
    expect(counts.LIVE).toBe(1);
    expect(counts.ESPORTS).toBe(0);
    expect(counts.COCKFIGHT).toBe(0);
  });

  it('does not repeat a vendor that arrives twice', () => {
    expect(codes(splitMenus([menu('LIVE', ['AG']), menu('LIVE', ['AG', 'BG'])]).LIVE.cards)).toEqual(['AG', 'BG']);
  });
});

describe('vendor lanes of GCSGAME_gameVendor', () => {
  it("reads the mock's lanes (game type, classifications, vendor names, counts, logos, maintenance)", () => {
    const lanes: VendorLane[] = [
      {
        title: 'RNG',
        gameType: 'RNG',
        gameClassify: ['Crash'],
        cards: [
          {
            vassalage: 'PNG',
            accountTypeId: 3,
            accountTypeName: 'Play n GO',
            gameType: 'RNG',
            displayName: "Play'n GO",
            gameCount: 40,
            logoUrl: '/logo/PNG.svg',
            maintenance: { start: 1, end: 2 },
          },
        ],
      },
    ];
    expect(menusOfLanes(lanes)).toEqual([
      {
        gameType: 'RNG',
        title: 'RNG',
        gameClassify: ['Crash'],
        cards: [
          {
            gameType: 'RNG',
            vassalage: 'PNG',
            displayName: "Play'n GO",
            gameCount: 40,
            logoUrl: '/logo/PNG.svg',
            maintenance: { start: 1, end: 2 },
          },
        ],
      },
    ]);
  });

  it("reads the platform's bare lanes: the title is the category, the vendor name is accountTypeName, no count is invented", () => {
    const split = splitMenus(
      menusOfLanes([
        { title: 'LIVE', cards: [{ vassalage: 'AE', accountTypeId: 1, accountTypeName: 'AE Sexy' }] },
        { title: 'ESPORTS', cards: [{ vassalage: 'XES', accountTypeId: 2, accountTypeName: 'X Esports' }] },
        { title: 'COCKFIGHT', cards: [{ vassalage: 'SV', accountTypeId: 4, accountTypeName: 'SV388' }] },
        { title: 'SPB', cards: [{ vassalage: 'SBO', accountTypeId: 5, accountTypeName: 'SBOBET' }] },
        { title: 'UNKNOWN', cards: [{ vassalage: 'Z', accountTypeId: 6, accountTypeName: 'Z' }] },
      ]),
    );
    expect(split.LIVE.cards).toEqual([{ gameType: 'LIVE', vassalage: 'AE', displayName: 'AE Sexy' }]);
    expect(codes(split.ESPORTS.cards)).toEqual(['XES']);
    expect(codes(split.COCKFIGHT.cards)).toEqual(['SV']);
    expect(codes(split.SPORTS.cards)).toEqual(['SBO']);
    expect(split.SPORTS.cards[0]!.gameType).toBe('SPORTS');
    expect(Object.values(split).flatMap((c) => codes(c.cards))).not.toContain('Z');
  });
});

describe('drop menu layout (SPEC §2)', () => {
  it('switches to the large layout above 10 vendors', () => {
    expect(LARGE_MENU_VENDORS).toBe(10);
    expect(isLargeMenu(Array.from({ length: 10 }))).toBe(false);
    expect(isLargeMenu(Array.from({ length: 11 }))).toBe(true);
  });
});

describe('categoryOfRoute', () => {
  it('finds the category of a route, whatever the case', () => {
    expect(categoryOfRoute('/rng')?.id).toBe('RNG');
    expect(categoryOfRoute('/ESPORTS')?.id).toBe('ESPORTS');
    expect(categoryOfRoute('/promotions')).toBeUndefined();
  });
});
