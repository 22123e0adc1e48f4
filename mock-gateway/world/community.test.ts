import { describe, expect, it } from 'vitest';
import { ROUND } from './member-missions.js';
import { referralCodeOf, referralCodeOwner } from './referral-code.js';
import { codeOf, world } from './test-helpers.js';

const WEEK = 7 * 86_400_000;

describe('member missions', () => {
  it('are the same for the same seed and move with each launched round', () => {
    const a = world(7);
    const b = world(7);
    const id = a.accounts.findByUsername('demo_member')!.id;
    expect(a.memberMissions.list(id, 'O')).toEqual(b.memberMissions.list(id, 'O'));
    const race = a.memberMissions.list(id, 'O')[0]!;
    const before = race.milestones[0]!.targets[0]!.actual;
    a.memberMissions.recordRound(id);
    expect(a.memberMissions.mission(id, race.missionId).milestones[0]!.targets[0]!.actual).toBe(before + ROUND.stake);
  });

  it('pays a reached milestone once: a retry replays, a new key is refused', () => {
    const w = world(3);
    const id = w.accounts.findByUsername('demo_member')!.id;
    w.memberMissions.recordRound(id);
    const race = w.memberMissions.list(id, 'O')[0]!;
    const milestoneId = race.milestones[0]!.milestoneId;
    const main = () => w.wallets.summary(id).main;
    const before = main();
    const input = { milestoneId, claimLeaderboard: false };
    const first = w.memberMissions.claim(id, 'Demo', input, 'k1');
    expect(w.memberMissions.claim(id, 'Demo', input, 'k1')).toEqual({ ...first, replayed: true });
    expect(codeOf(() => w.memberMissions.claim(id, 'Demo', input, 'k2'))).toBe('mission_reward_claimed');
    expect(main()).toBe(before + first.amount);
    w.ledger.assertInvariant();
  });

  it('keeps finished missions of last week claimable and makes older ones overdue', () => {
    const w = world(5);
    const id = w.accounts.findByUsername('demo_member')!.id;
    w.memberMissions.recordRound(id);
    w.clock.advance(2 * WEEK);
    const [lastWeek, , , older] = w.memberMissions.list(id, 'F');
    expect(lastWeek!.status).toBe('F');
    const reachedTwoWeeksAgo = older!.milestones[0]!;
    expect(reachedTwoWeeksAgo.rewardStatus).toBe('E');
    expect(
      codeOf(() =>
        w.memberMissions.claim(
          id,
          'Demo',
          { milestoneId: reachedTwoWeeksAgo.milestoneId, claimLeaderboard: false },
          'k',
        ),
      ),
    ).toBe('mission_reward_overdue');
  });
});

describe('referral codes', () => {
  it('name their owner back and refuse a wrong check letter', () => {
    const code = referralCodeOf(1234);
    expect(referralCodeOwner(code)).toBe(1234);
    expect(referralCodeOwner(code.toLowerCase())).toBe(1234);
    const wrong = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect(referralCodeOwner(wrong)).toBeUndefined();
    expect(referralCodeOwner('DEMOAG')).toBeUndefined();
  });
});

describe('VIP rank', () => {
  it('asks the next level of demo_member (VIP 2) with AND conditions and keeps the level on any one', () => {
    const w = world(9);
    const p = w.vip.progress(w.accounts.findByUsername('demo_member')!);
    expect(p).toMatchObject({ rankLevel: 2, labelId: 103, conditionType: 'AND', demoteConditionType: 'OR' });
    expect(Object.keys(p.condition).sort()).toEqual(['monthlyDeposit', 'totalDepositCount', 'totalTurnover']);
    expect(p.totalExpectedDemoteConditions).toBe(1);
  });
});
