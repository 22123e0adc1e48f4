import { describe, expect, it } from 'vitest';
import type { RankLevelsValue } from '@/generated/api-types';
import { vipLevels } from './vip-levels';

const level = (labelId: number, ranklevel: number): RankLevelsValue[number] => ({
  currentPlayerRankLabelId: 102,
  rankColor: `#${labelId}`,
  playerRankProgress: {
    labelId,
    ranklevel,
    rankColor: `#${labelId}`,
    rankColor2: '#fff',
    conditionType: 'AND',
    condition: {},
  },
});

describe('VIP levels: the nearby levels named by the club benefits', () => {
  it('matches names and benefits by label id, marks the member own level, and keeps VIP n for an unnamed one', () => {
    const club = [{ labelId: 102, labelName: 'Silver', rankLevel: 2, benefits: ['Weekly salary'] }];
    expect(vipLevels([level(101, 1), level(102, 2)], club)).toEqual([
      { labelId: 101, rankLevel: 1, labelName: 'VIP 1', rankColor: '#101', benefits: [], current: false },
      {
        labelId: 102,
        rankLevel: 2,
        labelName: 'Silver',
        rankColor: '#102',
        benefits: ['Weekly salary'],
        current: true,
      },
    ]);
  });
});
