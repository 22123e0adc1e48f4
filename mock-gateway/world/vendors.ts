/**
 * Vendor (provider) table of the mock catalogue: which codes exist in which gameType and how many entries each
 * has. Counts are fixed (not seed-dependent) so every world has >= 10,000 games; names and flags vary by seed.
 */
import type { GameType } from './types.js';

export interface VendorSpec {
  code: string;
  gameType: GameType;
  displayName: string;
  /** Number of GAME entries to generate (name generators) — ignored when `fixed` is given. */
  count: number;
  /** Fixed entry names (sports/lottery vendors). */
  fixed?: readonly string[];
  /** Vendor-level entry with isGame VASSALAGE (opens the vendor game list popup). */
  vassalage?: boolean;
  /** Default gameClassify for generated entries. */
  classify: string;
}

const rng = (code: string, count: number, name = `${code} Slots`): VendorSpec => ({
  code,
  gameType: 'RNG',
  displayName: name,
  count,
  classify: 'Slot',
});
const live = (code: string, count: number): VendorSpec => ({
  code,
  gameType: 'LIVE',
  displayName: `${code} Live Casino`,
  count,
  classify: 'Live',
});
const fish = (code: string, count: number): VendorSpec => ({
  code,
  gameType: 'FISH',
  displayName: `${code} Fishing`,
  count,
  classify: 'Fishing',
});
const pvp = (code: string, count: number): VendorSpec => ({
  code,
  gameType: 'PVP',
  displayName: `${code} Cards`,
  count,
  classify: 'Card',
});
const sports = (code: string, displayName: string, fixed: readonly string[]): VendorSpec => ({
  code,
  gameType: 'SPORTS',
  displayName,
  count: fixed.length,
  fixed,
  vassalage: true,
  classify: 'Sports',
});
const lott = (code: string, gameType: GameType, displayName: string, fixed: readonly string[]): VendorSpec => ({
  code,
  gameType,
  displayName,
  count: fixed.length,
  fixed,
  vassalage: true,
  classify: 'Lottery',
});

export const VENDOR_SPECS: readonly VendorSpec[] = [
  // RNG (slots, crash, table, arcade); BGS is the in-house brand (client moves it to INHOUSE)
  rng('AG', 420),
  rng('BBIN', 480),
  rng('CQ9', 760),
  rng('PT', 1200),
  rng('RTG', 520),
  rng('TGP', 480),
  rng('ISB', 720),
  rng('MG', 1500),
  rng('MGS', 680),
  rng('PNG', 1100),
  rng('TTG', 620),
  rng('BGS', 160, 'BGS Originals'),
  // LIVE
  live('AG', 80),
  live('BBIN', 70),
  live('PT', 90),
  live('BG', 60),
  live('DG', 50),
  live('EA', 45),
  live('OG', 55),
  live('AE', 65),
  live('MG', 75),
  live('WD', 40),
  // FISH
  fish('AG', 18),
  fish('BBIN', 14),
  fish('CQ9', 28),
  fish('GG', 36),
  fish('BG', 12),
  fish('KY', 16),
  fish('WD', 10),
  fish('TGP', 12),
  // PVP (cards / chess)
  pvp('LOTUS', 110),
  pvp('TGP', 90),
  pvp('KX', 120),
  pvp('KY', 180),
  pvp('TH', 95),
  pvp('WS', 85),
  pvp('XY', 100),
  // SPORTS (IMES/TF are e-sports, DS88 cockfight: the client moves them out of SPORTS)
  sports('IBC', 'IBC Sports', [
    'Sportsbook',
    'Virtual Soccer',
    'Virtual Basketball',
    'Horse Racing',
    'Number Game',
    'Virtual Tennis',
  ]),
  sports('SBT', 'SBT Sports', ['Sportsbook', 'In-Play', 'Virtual Football League', 'Greyhounds']),
  sports('UG', 'UG Sports', ['Sportsbook', 'Asian View', 'European View', 'Live Stream Center']),
  sports('IMES', 'IM E-Sports', [
    'E-Sports Lobby',
    'League Arena',
    'Dota Masters',
    'Counter Strike Cup',
    'Valor Clash',
  ]),
  sports('TF', 'TF E-Sports', ['TF Gaming Lobby', 'Mobile Legends Cup', 'Battle Royale League', 'King of Glory']),
  sports('DS88', 'DS88 Cockfight', ['Sabong Arena', 'Derby Live', 'Cockfight Classic']),
  // Lottery
  lott('TCG_LOTTO_VN', 'LOTT', 'VN Lottery', [
    'Mien Bac',
    'Mien Nam Ho Chi Minh',
    'Mien Trung Da Nang',
    'VN Fast 1 Min',
    'VN Fast 3 Min',
    'VN Fast 5 Min',
    'VN Keno',
  ]),
  lott('TCG_SEA', 'LOTT', 'SEA Lottery', [
    'Thai Government Lottery',
    'Lao Lottery',
    'Malaysia 4D',
    'Singapore 4D',
    'Magnum 4D',
    'Toto 6D',
  ]),
  lott('LOTT', 'LOTT', 'Lottery', ['Keno 1 Min', 'Speed PK10', 'Fast 3', 'Happy 8', 'Lucky 5D', 'Lucky Dice']),
  lott('ELOTT', 'ELOTT', 'E-Lottery', [
    'E-Keno',
    'E-Lotto 5/35',
    'Power 6/55',
    'Mega 6/45',
    'Max 3D',
    'Bingo 18',
    'Lucky Wheel 10',
  ]),
];

/** Every provider / vendor code the catalogue must contain (SPEC §3 plus e-sports, cockfight, in-house, lottery). */
export const ALL_VENDOR_CODES: readonly string[] = [
  'AG',
  'BBIN',
  'CQ9',
  'GG',
  'PT',
  'RTG',
  'BG',
  'DG',
  'EA',
  'LOTUS',
  'OG',
  'TGP',
  'KX',
  'KY',
  'TH',
  'WS',
  'XY',
  'AE',
  'ISB',
  'MG',
  'MGS',
  'PNG',
  'TTG',
  'WD',
  'IBC',
  'SBT',
  'UG',
  'IMES',
  'TF',
  'DS88',
  'BGS',
  'TCG_LOTTO_VN',
  'TCG_SEA',
  'LOTT',
  'ELOTT',
];

export const GAME_TYPE_TITLES: Record<GameType, string> = {
  FISH: 'Fishing',
  LIVE: 'Live Casino',
  PVP: 'Cards',
  RNG: 'Slots',
  SPORTS: 'Sports',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};

/** Draw interval (seconds) of lottery entries by name; default 300. */
export const DRAW_INTERVALS: Record<string, number> = {
  'Mien Bac': 86_400,
  'Mien Nam Ho Chi Minh': 86_400,
  'Mien Trung Da Nang': 86_400,
  'VN Fast 1 Min': 60,
  'VN Fast 3 Min': 180,
  'VN Fast 5 Min': 300,
  'VN Keno': 120,
  'Thai Government Lottery': 86_400,
  'Lao Lottery': 86_400,
  'Malaysia 4D': 86_400,
  'Singapore 4D': 86_400,
  'Magnum 4D': 86_400,
  'Toto 6D': 86_400,
  'Keno 1 Min': 60,
  'Speed PK10': 75,
  'Fast 3': 180,
  'Happy 8': 300,
  'Lucky 5D': 300,
  'Lucky Dice': 60,
};
