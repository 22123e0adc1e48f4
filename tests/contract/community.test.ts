/**
 * Member community through the gateway: missions whose progress follows the member's play and deposits, claims paid
 * once (double click, retry, new key), every refusal, the VIP rank and its salary, and invite friends: a friend
 * registered with the code whose first deposit QA approves shows in the friend list, the income and the records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDeposit, claimKey, nextDaySignedIn, playRounds, registerFriend } from './community-helpers.js';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

interface Target {
  condition: string;
  actual: number;
  target: number;
}
interface Milestone {
  milestoneId: string;
  targets: Target[];
  rewardStatus: string;
  reward: { bonusAmount: number };
}
interface Milestones {
  completed: Milestone[];
  incomplete: Milestone[];
}

async function member(username = 'demo_member', password = 'Member123'): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login(username, password);
  return c;
}
const missions = async (c: Client, status: 'O' | 'F') =>
  (
    await c.call<{ claimableCount: number; list: { missionId: string; ranked: string; title: string }[] }>(
      'mission.summary',
      { query: { status } },
    )
  ).body.value!;
const milestones = async (c: Client, missionId: string) => {
  const v = (await c.call<Milestones>('mission.milestones', { query: { missionId } })).body.value!;
  return [...v.completed, ...v.incomplete].sort((a, b) => a.milestoneId.localeCompare(b.milestoneId));
};
const claim = (c: Client, body: Record<string, unknown>, headers = claimKey()) =>
  c.call<{ award: number; claimed: number; balance: number }>('mission.claim', { body, headers });
const main = async (c: Client, who = 'demo_member') => (await c.control.ledger(who)).balances.main;
const bonusRows = async (c: Client, who = 'demo_member') =>
  (await c.control.ledger(who)).movements.filter((m) => m.kind === 'bonus').length;

describe('missions', () => {
  it('moves the bet count and valid bet with each launched game, and pays a reached milestone once', async () => {
    const c = await member();
    const race = (await missions(c, 'O')).list.find((m) => m.ranked === 'Y')!;
    const before = (await milestones(c, race.missionId))[0]!;
    await playRounds(c, 1);
    const after = (await milestones(c, race.missionId))[0]!;
    expect(after.targets[0]!.condition).toBe('VALID_BET');
    expect(after.targets[0]!.actual).toBe(before.targets[0]!.actual + 100);
    expect(after.rewardStatus).toBe('I');

    const balance = await main(c);
    const rows = await bonusRows(c);
    const headers = claimKey();
    const [a, b] = await Promise.all([
      claim(c, { milestoneId: after.milestoneId, claimLeaderboard: 'N' }, headers),
      claim(c, { milestoneId: after.milestoneId, claimLeaderboard: 'N' }, headers),
    ]);
    expect(a.body.value).toEqual(b.body.value);
    expect(a.body.value!.award).toBe(after.reward.bonusAmount);
    expect(await main(c)).toBe(balance + Math.round(after.reward.bonusAmount * 100));
    expect(await bonusRows(c)).toBe(rows + 1);
    expect((await milestones(c, race.missionId))[0]!.rewardStatus).toBe('A');

    // A new request for the same milestone is refused; nothing more is paid.
    const again = await claim(c, { milestoneId: after.milestoneId, claimLeaderboard: 'N' });
    expect([again.status, again.body.errorCode]).toEqual([409, 'mission_reward_claimed']);
    // The same key with another body is refused too.
    const reused = await claim(c, { claimLeaderboard: 'N' }, headers);
    expect(reused.body.errorCode).toBe('idempotency_key_reused');
    expect(await bonusRows(c)).toBe(rows + 1);
  });

  it('counts an approved deposit towards a deposit target', async () => {
    const c = await member();
    const deposit = (await missions(c, 'O')).list.find((m) => m.title === 'Deposit and play')!;
    const before = (await milestones(c, deposit.missionId))[0]!.targets.find((t) => t.condition === 'DEPOSIT_AMOUNT')!;
    await approvedDeposit(c, 150);
    const after = (await milestones(c, deposit.missionId))[0]!.targets.find((t) => t.condition === 'DEPOSIT_AMOUNT')!;
    expect(after.actual).toBe(before.actual + 150);
  });

  it('claims everything claimable at once, then answers no_mission_claim', async () => {
    const c = await member();
    await playRounds(c, 1);
    const { claimableCount } = await missions(c, 'O');
    expect(claimableCount).toBeGreaterThan(0);
    const all = await claim(c, { claimLeaderboard: 'N' });
    expect(all.body.value!.claimed).toBe(claimableCount);
    expect((await missions(c, 'O')).claimableCount).toBe(0);
    const none = await claim(c, { claimLeaderboard: 'N' });
    expect(none.body.errorCode).toBe('no_mission_claim');
  });

  it('refuses a milestone not reached yet, an overdue one, an unknown mission and bad input', async () => {
    const c = await member();
    const race = (await missions(c, 'O')).list.find((m) => m.ranked === 'Y')!;
    const top = (await milestones(c, race.missionId)).at(-1)!;
    expect(top.rewardStatus).toBe('N');
    expect((await claim(c, { milestoneId: top.milestoneId, claimLeaderboard: 'N' })).body.errorCode).toBe(
      'no_mission_claim',
    );
    // Two weeks back: a reached milestone can no longer be claimed.
    const old = (await missions(c, 'F')).list.at(-3)!;
    const overdue = (await milestones(c, old.missionId)).find((m) => m.rewardStatus === 'E');
    if (overdue)
      expect((await claim(c, { milestoneId: overdue.milestoneId, claimLeaderboard: 'N' })).body.errorCode).toBe(
        'mission_reward_overdue',
      );
    const unknown = await c.call('mission.milestones', { query: { missionId: 'W1-9' } });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'mission_not_found']);
    const bad = await claim(c, { claimLeaderboard: 'maybe' });
    expect([bad.status, bad.body.success, bad.body.errorCode]).toEqual([400, false, 'request.invalid']);
    const noKey = await c.call('mission.claim', { body: { claimLeaderboard: 'N' } });
    expect(noKey.body.errorCode).toBe('idempotency_key_required');
  });

  it('pins the member on the leaderboard once the member has a valid bet', async () => {
    const c = await member();
    const race = (await missions(c, 'O')).list.find((m) => m.ranked === 'Y')!;
    await playRounds(c, 1);
    const board = (
      await c.call<{ content: { rank: number }[]; footer: { ranked: string; rank?: number; reachedValue: number } }>(
        'mission.leaderboard',
        { query: { missionId: race.missionId } },
      )
    ).body.value!;
    expect(board.footer.ranked).toBe('Y');
    expect(board.footer.reachedValue).toBeGreaterThanOrEqual(100);
    expect(board.content.map((r) => r.rank)).not.toContain(board.footer.rank);
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const trial = new Client(gw.baseUrl, uniqueSession());
    trial.token = (
      await trial.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })
    ).body.value!.token;
    for (const id of ['mission.summary', 'rank.progress', 'referral.details'])
      expect((await trial.call(id)).body.errorCode, id).toBe('in_need_true_account');
  });
});

describe('VIP rank', () => {
  it('shows the level, the next level conditions with the member figures, and pays a qualified salary once', async () => {
    const c = await member();
    const p = (
      await c.call<{
        playerRankProgress: { ranklevel: number; labelId: number | null; conditionType: string; condition: object };
      }>('rank.progress')
    ).body.value!.playerRankProgress;
    expect(p).toMatchObject({ ranklevel: 2, labelId: 103, conditionType: 'AND' });
    expect(Object.keys(p.condition)).toEqual(
      expect.arrayContaining(['monthlyDeposit', 'totalTurnover', 'maintenance']),
    );
    // The nearby levels (one below to two above) carry the member's own label; names and benefits are the club's.
    type Nearby = { currentPlayerRankLabelId: number; playerRankProgress: { labelId: number; ranklevel: number } };
    const nearby = (await c.call<Nearby[]>('rank.levels')).body.value!;
    expect(nearby.map((l) => l.playerRankProgress.ranklevel)).toEqual([1, 2, 3, 4]);
    expect(new Set(nearby.map((l) => l.currentPlayerRankLabelId))).toEqual(new Set([102]));
    const club = (await c.call<{ labelId: number; labelName: string; benefits: string[] }[]>('rank.clubBenefits')).body
      .value!;
    for (const l of nearby)
      expect(club.find((b) => b.labelId === l.playerRankProgress.labelId)?.labelName).toBe(
        `VIP ${l.playerRankProgress.ranklevel}`,
      );

    await playRounds(c, 10);
    const now = await nextDaySignedIn(c, 'demo_member', 'Member123');
    const salary = (
      await c.call<{ dailyConfig: { rewards: { isQualified: string; bonusAmount: number }[] } }>('rank.salary')
    ).body.value!;
    expect(salary.dailyConfig.rewards[0]!.isQualified).toBe('Y');
    // A reached salary is an issued RANK_SALARY reward: listed and claimed like the others (GATEWAY-CALLS-SEEN §9).
    type Issued = { rewardId: string; promotionType: string; rewardAmount: number; rewardPoint: number };
    const issued = async () =>
      (await c.call<Issued[]>('rewards.claimList', { query: { promotionType: 'RANK_SALARY' } })).body.value!;
    const [daily] = await issued();
    expect(daily).toMatchObject({ promotionType: 'RANK_SALARY', rewardAmount: 8, rewardPoint: 10 });
    const body = { rewardId: daily!.rewardId, promotionType: 'RANK_SALARY' };
    const headers = claimKey();
    const first = await c.call<{ amount: number; points: number }>('rewards.claimIssued', { body, headers });
    const replay = await c.call<{ amount: number }>('rewards.claimIssued', { body, headers });
    expect(first.body.value).toMatchObject({ amount: 8, points: 10 });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const again = await c.call('rewards.claimIssued', { body, headers: claimKey() });
    expect(again.body.errorCode).toBe('reward_already_claimed');
    const history = (
      await c.call<{ list: { bonusAmount: number; pointAmount: number }[] }>('rank.salaryHistory', {
        query: { claimDateFrom: 0, claimDateTo: now + 2 * 86_400_000 },
      })
    ).body.value!;
    expect(history.list).toEqual([expect.objectContaining({ bonusAmount: 8, pointAmount: 10 })]);
  });

  it('issues no salary to a level without one, and refuses a salary it did not issue', async () => {
    const c = await member();
    const { client: fresh } = await registerFriend(c, '');
    const none = await fresh.call<unknown[]>('rewards.claimList', { query: { promotionType: 'RANK_SALARY' } });
    expect(none.body.value).toEqual([]);
    const made = await c.call('rewards.claimIssued', {
      body: { rewardId: 'RS1-MONTHLY-0', promotionType: 'RANK_SALARY' },
      headers: claimKey(),
    });
    expect([made.status, made.body.errorCode]).toEqual([404, 'reward_not_found']);
  });
});

describe('invite friends', () => {
  type Friends = { list: { inviteeName: string; status: string | null }[]; footer: { totalInvitee: number } };
  type Records = {
    list: { bonus: number; depositAmount: number; referredName: string }[];
    footer: { totalBonus: number };
  };
  type Income = Record<
    | 'memberCount'
    | 'memberQualifiedCount'
    | 'totalAmountToday'
    | 'totalAmountYesterday'
    | 'totalAmount'
    | 'invitationAmount'
    | 'invitationCountMember'
    | 'depositRebateAmount'
    | 'totalBetRebateAmount'
    | 'achievementAmount',
    number
  >;
  const income = async (c: Client) => (await c.call<Income>('referral.income')).body.value!;
  const friends = async (c: Client, status: 'A' | 'T' | 'F' = 'A') =>
    (await c.call<Friends>('referral.invites', { query: { status, page: 1, size: 13 } })).body.value!;
  /** One kind's records, from its own report (betting rebates in getRebateRecord's fields, read as the others'). */
  const records = async (c: Client, kind: string): Promise<Records> => {
    if (kind === 'BET_REBATE') {
      const v = (
        await c.call<{ list: { amount: number; referredName: string }[]; footer: { amount: number } }>(
          'referral.rebateRecords',
          { query: { page: 1, size: 13 } },
        )
      ).body.value!;
      return {
        list: v.list.map((r) => ({ bonus: r.amount, depositAmount: 0, referredName: r.referredName })),
        footer: { totalBonus: v.footer.amount },
      };
    }
    const id = { INVITATION: 'referral.invitationRecords', DEPOSIT_REBATE: 'referral.depositRebateRecords' }[kind];
    return (await c.call<Records>(id ?? 'referral.achievementRecords', { query: { page: 1, size: 13 } })).body.value!;
  };
  const achievements = async (c: Client) =>
    (await c.call<{ config: { id: number; claimStatus: string }[] }>('referral.achievements')).body.value!.config;

  it("shows demo_member's 90 days of invited friends: every status, income of each kind today and yesterday, records, achievements", async () => {
    const c = await member();
    const all = await friends(c);
    expect(all.footer.totalInvitee).toBe(12);
    const statuses = all.list.map((f) => f.status);
    expect(statuses.filter((s) => s === 'A')).toHaveLength(6);
    expect(statuses.filter((s) => s === 'E')).toHaveLength(3);
    expect(statuses.filter((s) => s === null)).toHaveLength(3);
    expect((await friends(c, 'T')).list.every((f) => f.status === 'A')).toBe(true);
    expect((await friends(c, 'F')).list.map((f) => f.status).sort()).toEqual(['E', 'E', 'E', null, null, null]);

    const i = await income(c);
    expect(i).toMatchObject({ memberCount: 12, memberQualifiedCount: 6, invitationCountMember: 6 });
    expect(i.totalAmountToday).toBeGreaterThan(20); // a friend's first deposit today: 20.00 invitation + rebate
    expect(i.totalAmountYesterday).toBeGreaterThan(20);
    expect(i.invitationAmount).toBe(6 * 20);
    expect(i.achievementAmount).toBe(10);
    expect(i.depositRebateAmount).toBeGreaterThan(0);
    // Totals by kind add up to the total, and each kind's records add up to its total.
    expect(i.totalAmount).toBeCloseTo(
      i.invitationAmount + i.depositRebateAmount + i.totalBetRebateAmount + i.achievementAmount,
      2,
    );
    for (const [kind, amount] of [
      ['INVITATION', i.invitationAmount],
      ['DEPOSIT_REBATE', i.depositRebateAmount],
      ['BET_REBATE', i.totalBetRebateAmount],
      ['ACHIEVEMENT', i.achievementAmount],
    ] as const) {
      const r = await records(c, kind);
      expect(r.list.length, kind).toBeGreaterThan(0);
      expect(r.footer.totalBonus, kind).toBeCloseTo(amount, 2);
    }
    expect((await records(c, 'INVITATION')).list.every((r) => r.bonus === 20 && r.depositAmount >= 100)).toBe(true);

    expect((await achievements(c)).map((a) => a.claimStatus)).toEqual(['CLAIMED', 'CLAIMABLE', 'UNCLAIMABLE']);
    // The seeded claim is a real one: claiming it again is refused, and the claimable one pays once.
    const again = await c.call('referral.claimAchievement', { body: { configId: 1 }, headers: claimKey() });
    expect(again.body.errorCode).toBe('referral_achievement_claimed');
    const before = await main(c);
    const headers = claimKey();
    const first = await c.call<{ award: number }>('referral.claimAchievement', { body: { configId: 2 }, headers });
    expect(first.body.value!.award).toBe(38);
    const retried = await c.call<{ award: number }>('referral.claimAchievement', { body: { configId: 2 }, headers });
    expect(retried.body.value!.award).toBe(38);
    expect(await main(c)).toBe(before + 3_800);
    expect((await achievements(c)).map((a) => a.claimStatus)).toEqual(['CLAIMED', 'CLAIMED', 'UNCLAIMABLE']);
    expect((await c.call<unknown[]>('referral.ranking')).body.value!.length).toBeGreaterThan(0);
  });

  it('lists a friend registered with the code, pays the first deposit into income and records, once', async () => {
    const c = await member();
    const details = (await c.call<{ referralCode: string; promotionDomains: string[] }>('referral.details')).body
      .value!;
    expect(details.referralCode).toMatch(/^RF\d+[A-Z]$/);
    const seeded = await income(c);
    const { client: friend, username } = await registerFriend(c, details.referralCode);
    // The newest friend comes first.
    const listed = async () => friends(c);
    expect((await listed()).footer.totalInvitee).toBe(seeded.memberCount + 1);
    expect((await listed()).list[0]).toEqual(expect.objectContaining({ status: null }));
    expect((await listed()).list[0]!.inviteeName.slice(0, 2)).toBe(username.slice(0, 2));

    const before = await main(c);
    const depositId = await approvedDeposit(friend, 200);
    expect((await listed()).list[0]!.status).toBe('A');
    const after = await income(c);
    expect(after.memberCount).toBe(seeded.memberCount + 1);
    expect(after.memberQualifiedCount).toBe(seeded.memberQualifiedCount + 1);
    expect(after.invitationAmount).toBeCloseTo(seeded.invitationAmount + 20, 2);
    expect(after.depositRebateAmount).toBeCloseTo(seeded.depositRebateAmount + 2, 2);
    expect(after.totalAmountToday).toBeCloseTo(seeded.totalAmountToday + 22, 2);
    expect(await main(c)).toBe(before + 2_200);
    // QA approving again moves nothing more.
    await expect(c.control.settleDeposit(depositId, 'approve')).rejects.toThrow();
    expect(await main(c)).toBe(before + 2_200);
    expect((await records(c, 'DEPOSIT_REBATE')).list[0]).toEqual(
      expect.objectContaining({ bonus: 2, depositAmount: 200 }),
    );

    // Seven active friends now: the second achievement (3) is claimed once, then refused; the third (10) is not reached.
    const headers = claimKey();
    const first = await c.call<{ award: number }>('referral.claimAchievement', { body: { configId: 2 }, headers });
    expect(first.body.value!.award).toBe(38);
    const again = await c.call('referral.claimAchievement', { body: { configId: 2 }, headers: claimKey() });
    expect(again.body.errorCode).toBe('referral_achievement_claimed');
    const notYet = await c.call('referral.claimAchievement', { body: { configId: 3 }, headers: claimKey() });
    expect(notYet.body.errorCode).toBe('referral_achievement_not_reached');
    const unknown = await c.call('referral.claimAchievement', { body: { configId: 99 }, headers: claimKey() });
    expect(unknown.body.errorCode).toBe('referral_achievement_not_found');
  });

  it('refuses an achievement to a profile without email, and a wrong code at registration', async () => {
    const c = await member();
    const code = (await c.call<{ referralCode: string }>('referral.details')).body.value!.referralCode;
    const { client: friend } = await registerFriend(c, code);
    const friendCode = (await friend.call<{ referralCode: string }>('referral.details')).body.value!.referralCode;
    await approvedDeposit((await registerFriend(friend, friendCode)).client, 100);
    const r = await friend.call('referral.claimAchievement', { body: { configId: 1 }, headers: claimKey() });
    expect(r.body.errorCode).toBe('profile_incomplete');
    const wrong = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    await expect(registerFriend(c, wrong)).rejects.toThrow(/affiliate_code_invalid/);
  });

  it('is the same world for the same seed: ranking and ticker come from the seed', async () => {
    const a = await member();
    const b = await member();
    await b.control.advanceClock(0);
    const ranking = async (c: Client) => (await c.call<unknown[]>('referral.ranking')).body.value;
    expect(await ranking(a)).toEqual(await ranking(b));
    expect((await a.call<unknown[]>('referral.recentRewards')).body.value).toHaveLength(10);
  });
});
