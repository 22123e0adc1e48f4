/**
 * Promotions through the gateway: category tabs, every SPEC §4 status in a fresh world, join, apply with images
 * (decided by the back office at once or after virtual time), the approved reward claimed from the reward list
 * (MCS2_getPromotionClaimList, MCS2_claimIssuedPromotion) and paid once, the raffle countdown and its claim
 * under both service names, each refusal, and bad input answered with the error envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}`;
const JPG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5]).toString('base64')}`;
const GIF = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
const BIG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
let n = 0;
const key = () => `promo-test-${Date.now()}-${++n}`;

interface Row {
  promotionId: number;
  status: string;
  mechanic: string;
  promotionType: string;
  rewardAmount: number;
  raffleScheduleId?: number;
}

async function member(): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login('demo_member', 'Member123');
  return c;
}
const rows = async (c: Client) => (await c.call<Row[]>('promotions.statuses')).body.value!;
const find = async (c: Client, mechanic: string, status: string) =>
  (await rows(c)).find((r) => r.mechanic === mechanic && r.status === status)!;
const main = async (c: Client) => (await c.control.ledger('demo_member')).balances.main;
const apply = (c: Client, promotionId: number, remarks: string, pictures: string[]) =>
  c.call<Row>('promotions.apply', { body: { promotionId, remarks, pictures } });
type Listed = { rewardId: string; promId: number; promotionType: string; rewardAmount: number; claimedAt?: number };
const listed = async (c: Client, promotionId: number) =>
  (await c.call<Listed[]>('rewards.claimList')).body.value?.find((r) => r.promId === promotionId);
/** As on the platform, an approved application's reward is claimed from the member's reward list. */
const claim = async (c: Client, promotionId: number, k = key()) => {
  const r = await listed(c, promotionId);
  return c.call<{ amount: number; balance: number }>('rewards.claimIssued', {
    body: { rewardId: r?.rewardId ?? `PROMO-${promotionId}`, promotionType: r?.promotionType ?? 'MANUAL' },
    headers: { 'Idempotency-Key': k },
  });
};

describe('promotions', () => {
  it('names the category tabs in the request language and every promotion of type PR with its period and tabs', async () => {
    const c = new Client(gw.baseUrl, uniqueSession());
    const en = (await c.call<{ categories: { id: number; name: string }[] }>('promotions.categories')).body.value!;
    const pt = (
      await c.call<{ categories: { name: string }[] }>('promotions.categories', { headers: { Language: 'PT' } })
    ).body.value!;
    expect(en.categories.length).toBeGreaterThan(2);
    expect(pt.categories.map((x) => x.name)).not.toEqual(en.categories.map((x) => x.name));
    const a = (
      await c.call<{ promotion: { id: number; startDate: number; promoAnnouncementCategoryIds: number[] }[] }>(
        'announcements.list',
        { query: { types: 'PR' } },
      )
    ).body.value!;
    const ids = new Set(en.categories.map((x) => x.id));
    // The gift popups name the promotion they show (the site links them to /promotions#<id>).
    const popups = (
      await c.call<{ popup: { promotionId?: number }[] }>('announcements.list', { query: { types: 'PU' } })
    ).body.value!.popup;
    const linked = popups.filter((x) => x.promotionId !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const x of linked) expect(a.promotion.map((p) => p.id)).toContain(x.promotionId);
    for (const p of a.promotion) {
      expect(p.startDate).toBeGreaterThan(0);
      expect(p.promoAnnouncementCategoryIds.every((id) => ids.has(id))).toBe(true);
    }
  });

  it('shows the demo member every status of SPEC §4 but Applying and Claim, which applying and approval reach', async () => {
    const c = await member();
    const seen = new Set((await rows(c)).map((r) => r.status));
    for (const s of ['JOIN', 'REJECTED', 'ISSUED', 'PROCESSING', 'JOINED', 'SIGNED', 'COMING_SOON', 'CLOSED'])
      expect(seen, s).toContain(s);
    const p = await find(c, 'apply', 'JOIN');
    expect((await apply(c, p.promotionId, 'Lost on slots', [PNG, JPG])).body.value!.status).toBe('APPLYING');
    await c.control.decidePromotion({ account: 'demo_member', promotionId: p.promotionId, decision: 'approve' });
    const after = new Set((await rows(c)).map((r) => r.status));
    expect(after).toContain('CLAIM');
  });

  it('applies once, approves after virtual time, pays the claim once under a double click and refuses a second key', async () => {
    const c = await member();
    const p = await find(c, 'apply', 'JOIN');
    const [a, b] = await Promise.all([apply(c, p.promotionId, 'x', [PNG]), apply(c, p.promotionId, 'x', [PNG])]);
    expect([a.body.value!.status, b.body.value!.status]).toEqual(['APPLYING', 'APPLYING']);
    expect(
      (await c.control.promotionApplications('demo_member')).applications.filter((x) => x.status === 'PENDING'),
    ).toHaveLength(1);
    await c.control.decidePromotion({
      account: 'demo_member',
      promotionId: p.promotionId,
      decision: 'approve',
      inMs: 600_000,
    });
    expect((await rows(c)).find((r) => r.promotionId === p.promotionId)!.status).toBe('APPLYING');
    await c.control.advanceClock(600_000);
    expect((await rows(c)).find((r) => r.promotionId === p.promotionId)!.status).toBe('CLAIM');

    const before = await main(c);
    const k = key();
    const [x, y] = await Promise.all([claim(c, p.promotionId, k), claim(c, p.promotionId, k)]);
    expect(x.body.value).toEqual(y.body.value);
    expect(await main(c)).toBe(before + p.rewardAmount * 100);
    expect(x.body.value).toMatchObject({ amount: p.rewardAmount, balance: (before + p.rewardAmount * 100) / 100 });
    const again = await claim(c, p.promotionId);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('reward_already_claimed');
    expect(await main(c)).toBe(before + p.rewardAmount * 100);
    expect((await rows(c)).find((r) => r.promotionId === p.promotionId)!.status).toBe('CLAIMED');
  });

  it('lists an approved application in the reward list with the card title; its claim pays once and the card says Claimed', async () => {
    const c = await member();
    const p = await find(c, 'apply', 'JOIN');
    const mine = () => listed(c, p.promotionId);
    const manualCount = async () =>
      (await c.call<{ content: { MANUAL: { count: number } } }>('rewards.available')).body.value!.content.MANUAL.count;
    expect(await mine()).toBeUndefined();
    await apply(c, p.promotionId, 'Lost on slots', [PNG]);
    expect(await mine()).toBeUndefined(); // Applying: nothing to claim yet
    const badge = await manualCount();
    await c.control.decidePromotion({ account: 'demo_member', promotionId: p.promotionId, decision: 'approve' });
    const reward = (await mine())!;
    const title = (
      await c.call<{ promotion: { id: number; title: string }[] }>('announcements.list', {
        query: { types: 'PR', language: 'EN' },
      })
    ).body.value!.promotion.find((x) => x.id === p.promotionId)!.title;
    expect(reward).toMatchObject({ eventName: title, rewardAmount: p.rewardAmount, promotionType: p.promotionType });
    expect(reward.claimedAt).toBeUndefined();
    expect(await manualCount()).toBe(badge + 1);

    // A double click and a retry with the same key: one movement.
    const before = await main(c);
    const headers = { 'Idempotency-Key': key() };
    const body = { rewardId: reward.rewardId, promotionType: 'MANUAL' };
    const [x, y] = await Promise.all([
      c.call<{ amount: number }>('rewards.claimIssued', { body, headers }),
      c.call<{ amount: number }>('rewards.claimIssued', { body, headers }),
    ]);
    expect([x.body.value!.amount, y.body.value!.amount]).toEqual([p.rewardAmount, p.rewardAmount]);
    const retry = await c.call<{ amount: number }>('rewards.claimIssued', { body, headers });
    expect(retry.body.value!.amount).toBe(p.rewardAmount);
    expect(await main(c)).toBe(before + p.rewardAmount * 100);
    const other = await c.call('rewards.claimIssued', { body, headers: { 'Idempotency-Key': key() } });
    expect([other.status, other.body.errorCode]).toEqual([409, 'reward_already_claimed']);

    // The card knows: Claimed.
    expect((await rows(c)).find((r) => r.promotionId === p.promotionId)!.status).toBe('CLAIMED');
    expect((await mine())!.claimedAt).toEqual(expect.any(Number));
    expect(await manualCount()).toBe(badge);
    const summary = (await c.call<{ totalBonus: number; dailyReceivedBonus: number }>('rewards.summary')).body.value!;
    expect(summary.dailyReceivedBonus).toBe(p.rewardAmount);
  });

  it('joins a one-tap promotion, and a rejected application may be sent again', async () => {
    const c = await member();
    const j = await find(c, 'join', 'JOIN');
    expect((await c.call<Row>('promotions.join', { body: { promotionId: j.promotionId } })).body.value!.status).toBe(
      'JOINED',
    );
    const r = await find(c, 'apply', 'REJECTED');
    expect((await apply(c, r.promotionId, 'Second try', [])).body.value!.status).toBe('APPLYING');
    await c.control.decidePromotion({
      account: 'demo_member',
      promotionId: r.promotionId,
      decision: 'reject',
      reason: 'No proof',
    });
    expect((await rows(c)).find((x) => x.promotionId === r.promotionId)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'No proof',
    });
  });

  it('refuses images that are not png or jpg, over 5 MB or more than 3, a missing remark or image, and wrong statuses', async () => {
    const c = await member();
    const p = await find(c, 'apply', 'JOIN');
    const gif = await apply(c, p.promotionId, 'x', [GIF]);
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ errorCode: 'promotion_image_invalid', value: { reason: 'type', index: 0 } });
    const big = await apply(c, p.promotionId, 'x', [PNG, BIG]);
    expect(big.body).toMatchObject({ errorCode: 'promotion_image_invalid', value: { reason: 'size', index: 1 } });
    const four = await apply(c, p.promotionId, 'x', [PNG, PNG, PNG, PNG]);
    expect(four.body.errorCode).toBe('request.invalid');
    expect((await apply(c, p.promotionId, '  ', [PNG])).body).toMatchObject({
      errorCode: 'promotion_application_incomplete',
      value: { missing: ['remark'] },
    });
    expect((await apply(c, p.promotionId, 'x', [])).body).toMatchObject({ value: { missing: ['image'] } });
    expect((await apply(c, p.promotionId, 'x'.repeat(141), [PNG])).body.errorCode).toBe('request.invalid');
    expect((await apply(c, (await find(c, 'apply', 'COMING_SOON')).promotionId, 'x', [PNG])).body.errorCode).toBe(
      'promotion_not_started',
    );
    expect((await apply(c, (await find(c, 'apply', 'CLOSED')).promotionId, 'x', [PNG])).body.errorCode).toBe(
      'promotion_closed',
    );
    expect((await claim(c, p.promotionId)).body.errorCode).toBe('reward_not_found');
    expect((await c.call('promotions.join', { body: { promotionId: 1 } })).body.errorCode).toBe('promotion_not_found');
    const dep = (await rows(c)).find((r) => r.mechanic === 'deposit')!;
    expect((await c.call('promotions.join', { body: { promotionId: dep.promotionId } })).status).toBe(409);
    // Bad input: the envelope, never a stack trace.
    const bad = await c.call('promotions.join', { body: { promotionId: 'x' } as never });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect((await c.call('rewards.claimIssued', { body: { rewardId: `PROMO-${p.promotionId}` } })).body.errorCode).toBe(
      'idempotency_key_required',
    );
  });

  it('refuses trial accounts every join, apply and claim with in_need_true_account, but shows them the statuses', async () => {
    const c = new Client(gw.baseUrl, uniqueSession());
    c.token = (await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
    const list = await rows(c);
    expect(list.length).toBeGreaterThan(5);
    const p = list.find((r) => r.mechanic === 'apply' && r.status === 'JOIN')!;
    for (const r of [
      await apply(c, p.promotionId, 'x', [PNG]),
      await claim(c, p.promotionId),
      await c.call('promotions.join', { body: { promotionId: p.promotionId } }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe('in_need_true_account');
    }
  });
});

describe('raffle', () => {
  it('counts down to the draw, pays once under a double click on either service name, and refuses after the draw', async () => {
    const c = await member();
    const r = (await rows(c)).find((x) => x.mechanic === 'raffle')!;
    expect(r.status).toBe('SIGNED');
    const query = { rafflePromotionId: r.promotionId, raffleScheduleId: r.raffleScheduleId! };
    const s0 = (await c.call<{ hasStarted: string; time: number }>('promotions.raffleStatus', { query })).body.value!;
    expect(s0.hasStarted).toBe('N');
    const body = { promotionId: r.promotionId, raffleScheduleId: r.raffleScheduleId! };
    const early = await c.call('promotions.raffleClaim', { body, headers: { 'Idempotency-Key': key() } });
    expect(early.body).toMatchObject({ errorCode: 'raffle_not_started', value: { time: s0.time } });
    await c.control.advanceClock(s0.time * 1000);
    const s1 = (await c.call<{ hasStarted: string }>('promotions.raffleStatusMcs', { query })).body.value!;
    expect(s1.hasStarted).toBe('Y');
    const before = await main(c);
    const k = key();
    const [a, b] = await Promise.all([
      c.call<{ amount: number; ticket: { ticketId: string } }>('promotions.raffleClaim', {
        body,
        headers: { 'Idempotency-Key': k },
      }),
      c.call<{ amount: number; ticket: { ticketId: string } }>('promotions.raffleClaimMcs', {
        body,
        headers: { 'Idempotency-Key': k },
      }),
    ]);
    expect(a.body.value!.ticket.ticketId).toBe(b.body.value!.ticket.ticketId);
    expect(await main(c)).toBe(before + a.body.value!.amount * 100);
    const again = await c.call('promotions.raffleClaim', { body, headers: { 'Idempotency-Key': key() } });
    expect(again.body.errorCode).toBe('promotion_already_claimed');
    expect((await c.call<{ isClaimed: string }>('promotions.raffleStatus', { query })).body.value!.isClaimed).toBe('Y');
    expect((await rows(c)).find((x) => x.promotionId === r.promotionId)!.status).toBe('CLAIMED');

    const other = await member();
    await other.control.raffle('end');
    expect(
      (await other.call('promotions.raffleClaim', { body, headers: { 'Idempotency-Key': key() } })).body.errorCode,
    ).toBe('raffle_ended');
    expect(
      (await other.call('promotions.raffleStatus', { query: { ...query, raffleScheduleId: 1 } })).body.errorCode,
    ).toBe('raffle_schedule_not_found');
  });
});
