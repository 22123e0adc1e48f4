import type { CategoryDef } from '@/lib/games/categories';
import { CRASH, type Selection } from './list-query';

export interface ListKeyParts {
  selection: Selection;
  gameType: CategoryDef['gatewayType'];
  vassalage: string | null;
  classify: string | null;
  search: string;
  pageSize: number;
  language: string;
}

/** The list's query key: the page's and the server's (src/app/server-reads.ts), which reads a landing list's first page. */
export const gameListKey = (p: ListKeyParts) =>
  ['games', p.selection, p.gameType, p.vassalage, p.classify, p.search, p.pageSize, p.language] as const;

/** The page size of a list: Crash has its own (SPEC §7). */
export const listPageSize = (
  merchant: { pageSizes: { crashGames: number; vendorGames: number } },
  classify: string | null,
) => (classify === CRASH ? merchant.pageSizes.crashGames : merchant.pageSizes.vendorGames);
