/**
 * The seeded world reads the same whatever the hour or weekday the gateway starts at: QA and CI start it at any time,
 * so what demo_member has (friends, this week's race, yesterday's salary) may not depend on the clock landing inside
 * a day or a week. Each check runs on worlds started at a day's and a week's edges (UTC, the world's calendar).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimKey, nextDaySignedIn, playRounds } from './community-helpers.js';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

const EDGES = [
  { name: 'Monday 00:00', start: Date.UTC(2026, 10, 30, 0, 0) },
  { name: 'Sunday 23:59', start: Date.UTC(2026, 10, 29, 23, 59) },
  { name: 'Wednesday 00:00', start: Date.UTC(2026, 10, 25, 0, 0) },
];

describe.each(EDGES)('a world started on $name', ({ start }) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway({ clockStart: start });
  });
  afterAll(async () => gw?.close());
  const member = async () => {
    const c = new Client(gw.baseUrl, uniqueSession());
    await c.login('demo_member', 'Member123');
    return c;
  };

  it("has demo_member's six active friends, one of them depositing today", async () => {
    const c = await member();
    const active = await c.call<{ list: unknown[] }>('referral.invites', { query: { status: 'T', page: 1, size: 13 } });
    expect(active.body.value!.list).toHaveLength(6);
    const income = await c.call<{ totalAmountToday: number }>('referral.income');
    expect(income.body.value!.totalAmountToday).toBeGreaterThan(20);
  });

  it("has the weekly race's top milestone still ahead of demo_member", async () => {
    const c = await member();
    const missions = await c.call<{ list: { missionId: string; ranked: string }[] }>('mission.summary', {
      query: { status: 'O' },
    });
    const race = missions.body.value!.list.find((m) => m.ranked === 'Y')!;
    type Milestone = { milestoneId: string; rewardStatus: string };
    const { completed, incomplete } = (
      await c.call<{ completed: Milestone[]; incomplete: Milestone[] }>('mission.milestones', {
        query: { missionId: race.missionId },
      })
    ).body.value!;
    const all = [...completed, ...incomplete].sort((a, b) => a.milestoneId.localeCompare(b.milestoneId));
    expect(all).toHaveLength(3);
    expect(all[2]!.rewardStatus).toBe('N');
  });

  it("pays yesterday's VIP salary to a member who comes back the next day", async () => {
    const c = await member();
    await playRounds(c, 10);
    await nextDaySignedIn(c, 'demo_member', 'Member123');
    const issued = await c.call<{ rewardId: string }[]>('rewards.claimList', {
      query: { promotionType: 'RANK_SALARY' },
    });
    const paid = await c.call<{ amount: number }>('rewards.claimIssued', {
      body: { rewardId: issued.body.value![0]!.rewardId, promotionType: 'RANK_SALARY' },
      headers: claimKey(),
    });
    expect(paid.body.value?.amount, paid.body.errorCode).toBe(8);
  });
});
