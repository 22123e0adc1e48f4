import { describe, expect, it } from 'vitest';
import type { Game } from '@/generated/api-types';
import { joinPages, matchesSearch, nextPageParam } from './game-queries';
import { isSelection } from './list-query';

const g = (nodeId: string, displayName = nodeId): Game =>
  ({
    nodeId,
    displayName,
    gameName: displayName,
    gameCode: `${nodeId}_CODE`,
    vassalage: 'PG',
    gameType: 'RNG',
  }) as Game;

describe('game list helpers', () => {
  it('appends pages in order without repeating a game that moved between pages', () => {
    const pages = [
      { games: [g('a'), g('b')], pageNo: 1, totalPages: 3, totalCount: 5 },
      { games: [g('b'), g('c')], pageNo: 2, totalPages: 3, totalCount: 5 },
    ];
    expect(joinPages(pages).map((x) => x.nodeId)).toEqual(['a', 'b', 'c']);
    expect(nextPageParam(pages[1]!)).toBe(3);
    expect(nextPageParam({ games: [], pageNo: 3, totalPages: 3, totalCount: 5 })).toBeUndefined();
  });

  it('matches a search text in the name or code, ignoring case', () => {
    expect(matchesSearch(g('x', 'Golden Dragon'), 'dRaG')).toBe(true);
    expect(matchesSearch(g('x', 'Golden Dragon'), 'x_code')).toBe(true);
    expect(matchesSearch(g('x', 'Golden Dragon'), 'tiger')).toBe(false);
    expect(matchesSearch(g('x', 'Golden Dragon'), '  ')).toBe(true);
  });

  it('knows the five selections', () => {
    expect(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'].every(isSelection)).toBe(true);
    expect(isSelection('TOP')).toBe(false);
  });

  it('finds every match among 10,000 loaded games', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => g(`n${i}`, `Game ${i} ${i % 7 === 0 ? 'Dragon' : 'Tiger'}`));
    const hits = many.filter((x) => matchesSearch(x, 'dragon'));
    expect(hits.length).toBe(1429);
  });
});
