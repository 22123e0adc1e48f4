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

  it('issues a reached daily salary to the reward list and pays its money and points once, until the day ends', () => {
    const w = world(9);
    const a = w.accounts.findByUsername('demo_member')!;
    const salaries = () => w.rewards.claimList(a, 'RANK_SALARY');
    for (let i = 0; i < 10; i++) w.memberMissions.recordRound(a.id);
    expect(salaries()).toEqual([]); // today's bets pay tomorrow
    w.clock.advance(86_400_000);
    const [daily] = salaries();
    expect(daily).toMatchObject({ promotionType: 'RANK_SALARY', eventName: 'VIP 2 daily salary' });
    expect(daily).toMatchObject({ rewardAmount: 800, rewardPoint: 10, expiry: daily!.approvedAt + 86_400_000 });
    const points = w.points.balance(a);
    const main = w.wallets.summary(a.id).main;
    expect(codeOf(() => w.rewards.claimIssued({ ...a, mobileNum: '' }, daily!.rewardId, 'k0'))).toBe(
      'prom.claim.req.field',
    );
    expect(w.rewards.claimIssued(a, daily!.rewardId, 'k1')).toEqual({ amount: 800, points: 10, replayed: false });
    expect(w.rewards.claimIssued(a, daily!.rewardId, 'k1')).toEqual({ amount: 800, points: 10, replayed: true });
    expect(codeOf(() => w.rewards.claimIssued(a, daily!.rewardId, 'k2'))).toBe('reward_already_claimed');
    expect([w.wallets.summary(a.id).main, w.points.balance(a)]).toEqual([main + 800, points + 10]);
    expect(salaries()[0]!.claimedAt).toEqual(expect.any(Number));
    expect(w.vip.history(a.id, 0, w.clock.now() + 1)).toEqual([expect.objectContaining({ bonusAmount: 800 })]);
    w.ledger.assertInvariant();
  });

  it('expires an unclaimed salary when its day ends and knows no salary of another member or period', () => {
    const w = world(9);
    const a = w.accounts.findByUsername('demo_member')!;
    for (let i = 0; i < 10; i++) w.memberMissions.recordRound(a.id);
    w.clock.advance(86_400_000);
    const [daily] = w.rewards.claimList(a, 'RANK_SALARY');
    w.clock.advance(86_400_000);
    expect(w.rewards.claimList(a, 'RANK_SALARY').map((r) => r.rewardId)).not.toContain(daily!.rewardId);
    expect(codeOf(() => w.rewards.claimIssued(a, daily!.rewardId, 'k1'))).toBe('reward_expired');
    const other = w.accounts.findByUsername('demo_agent')!;
    expect(codeOf(() => w.rewards.claimIssued(other, daily!.rewardId, 'k2'))).toBe('reward_not_found');
    expect(codeOf(() => w.rewards.claimIssued(a, `RS${a.id}-DAILY-${w.clock.now() + 86_400_000}`, 'k3'))).toBe(
      'reward_not_found',
    );
  });
});
