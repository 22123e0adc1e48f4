import type { GameType } from '@/generated/api-types';

// What a landing game list's first call needs, apart from the fetchers (game-queries.ts): the shell's prefetch
// (list-prefetch.ts) imports it, and every visit downloads the shell.

/** SPEC §9 game list selections. */
export const SELECTIONS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type Selection = (typeof SELECTIONS)[number];

export function isSelection(value: string | null): value is Selection {
  return !!value && (SELECTIONS as readonly string[]).includes(value);
}

/** The classification with its own page size (SPEC §7: gameClassify Crash with pageSize 12). */
export const CRASH = 'Crash';

export interface ListParams {
  gameType: GameType;
  vassalage?: string | null;
  selection: 'NEW' | 'ALL' | 'HOT';
  gameClassify?: string | null;
  search?: string;
  pageSize: number;
  language: string;
  merchant?: string;
}

/** getGameList (SPEC §7): clientType 3, platform, merchant, gameType, vassalage, pageNo, pageSize, language. */
export function gameListQuery(params: ListParams, pageNo: number) {
  return {
    clientType: '3',
    platform: 'html5-desktop',
    ...(params.merchant ? { merchant: params.merchant } : {}),
    gameType: params.gameType,
    ...(params.vassalage ? { vassalage: params.vassalage } : {}),
    ...(params.gameClassify ? { gameClassify: params.gameClassify } : {}),
    selection: params.selection,
    ...(params.search ? { gameName: params.search } : {}),
    pageNo,
    pageSize: params.pageSize,
    language: params.language,
  };
}
