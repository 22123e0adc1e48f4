import { queryOptions } from '@tanstack/react-query';
import type { GamesMatchesValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

export type VendorMatches = GamesMatchesValue[number];
export type HotMatch = VendorMatches['matchList'][number];

/** One match with the sportsbook it opens in. */
export interface BookMatch {
  book: Omit<VendorMatches, 'matchList'>;
  match: HotMatch;
}

/** Every vendor's matches in one list, earliest kick-off first (a vendor's order kept on ties), at most `limit`. */
export function byKickOff(vendors: readonly VendorMatches[], limit = Infinity): BookMatch[] {
  return vendors
    .flatMap(({ matchList, ...book }) => matchList.map((match) => ({ book, match })))
    .sort((a, b) => a.match.startTime - b.match.startTime)
    .slice(0, limit);
}

/** The hot sports matches (GCSGAME_getGameMatchV2), read by the home's section and the sports centre. */
export const hotMatchesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['games.matches'],
    queryFn: ({ signal }) => callApi(gateway, 'games.matches', { signal }),
    staleTime: 5 * 60_000,
  });
