import type { RankClubBenefitsValue, RankLevelsValue } from '@/generated/api-types';

/** A VIP level as the page shows it. */
export interface VipLevel {
  labelId: number;
  rankLevel: number;
  labelName: string;
  rankColor: string;
  benefits: string[];
  current: boolean;
}

/**
 * The levels around the member's (MC getPlayerRankNearbyLevels) with each level's name and benefits (MC
 * getMemberClubBenefit), matched by label id; a level the benefits list does not name keeps the platform's VIP n.
 */
export function vipLevels(nearby: RankLevelsValue, club: RankClubBenefitsValue | undefined): VipLevel[] {
  return nearby.map(({ currentPlayerRankLabelId, rankColor, playerRankProgress: level }) => {
    const named = club?.find((c) => c.labelId === level.labelId);
    return {
      labelId: level.labelId,
      rankLevel: level.ranklevel,
      labelName: named?.labelName ?? `VIP ${level.ranklevel}`,
      rankColor,
      benefits: named?.benefits ?? [],
      current: level.labelId === currentPlayerRankLabelId,
    };
  });
}
