/**
 * The money fault matrix: every money-moving or claiming call of the catalogue (`money: true`) x every fault kind,
 * once and always, through the site's own gateway client against the in-process mock. Each case ends with the
 * answer or a translated message within the client's time-out, every attempt carries the same idempotency key, and
 * once the user tries again (same key, as the screens keep it) the ledger holds exactly one movement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, newIdempotencyKey, type EndpointDef } from '@/lib/gateway/client';
import { errorMessage } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { sessionToken } from '@/lib/gateway/session-store';
import en from '@/locales/en/common.json';
import pt from '@/locales/pt/common.json';
import ty from '@/locales/ty/common.json';
import { encryptPayload } from '../../mock-gateway/lib/jwe-client.js';
import { playRounds } from './community-helpers.js';
import { Client, catalogue, MAIN_WALLET, startGateway, vendorWallet, type Gateway } from './harness.js';
import type { FaultSpec, Movement } from './mock-control.js';

/** The client keeps the token in sessionStorage; Node has none. */
if (typeof globalThis.sessionStorage === 'undefined') {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
}

/** The app's time-out where the fault outlasts it (latency, hang, slow-body): the call must give up by itself. */
const TIMEOUT_MS = 400;
/** Scheduling slack on a busy machine; the point is "gave up at its own time-out, not at the fault's end". */
const SLACK_MS = 450;
const BEYOND_TIMEOUT_MS = 900;
/** The retry once the fault is gone, and the wait for every request to be journalled: a state, not a race. */
const RETRY_TIMEOUT_MS = 15_000;
/** Faults that hold the answer past the app's time-out; the others answer at once, and a busy machine must not
 * turn their answer into a time-out. */
const OUTLASTS_TIMEOUT = new Set(['latency', 'hang', 'slow-body']);

/** How many of a call's effects the caller has: ledger movements of a kind, or open deposits. */
type Effects = (control: Client['control']) => Promise<number>;
const movements =
  (kind: string, account = 'demo_member'): Effects =>
  async (control) =>
    (await control.ledger(account)).movements.filter((m: Movement) => m.kind === kind).length;
const deposits: Effects = async (control) => (await control.deposits('demo_member')).length;

interface MoneyCall {
  body: unknown;
  /** Who calls, when not demo_member: its balance is the one that moves. */
  account?: 'demo_agent';
  effects: Effects;
  /** How the main balance changes, minor units. */
  mainDelta: number;
}
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64')}`;
const fixed = (call: MoneyCall) => async () => call;

/** What each money call sends and how its effect is counted (read from the world when it depends on it). */
const MONEY_CALLS: Record<string, (mock: Client) => Promise<MoneyCall>> = {
  'wallet.transfer': fixed({
    body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 12.5 },
    effects: movements('transfer'),
    mainDelta: -1250,
  }),
  'member.welcomeBonus': fixed({
    body: { channel: 'ZALO', number: '0901234567' },
    effects: movements('bonus'),
    mainDelta: 13_100_000,
  }),
  // demo_member's only vendor balance: 120.50 in PT.
  'wallet.returnAll': fixed({ body: {}, effects: movements('transfer'), mainDelta: 12_050 }),
  // A deposit opens a record; money moves only when the cashier approves it.
  'deposit.redirect': fixed({
    body: { amount: 300, vendorId: 'PG-FASTPAY', bankCode: 'BDO' },
    effects: deposits,
    mainDelta: 0,
  }),
  'deposit.qr': fixed({ body: { amount: 500, vendorId: 'QR-PAY' }, effects: deposits, mainDelta: 0 }),
  'deposit.gcash': fixed({ body: { amount: 500, vendorId: 'GCASH-1' }, effects: deposits, mainDelta: 0 }),
  'rewards.appDownloadClaim': fixed({ body: { appType: 'ANDROID' }, effects: movements('bonus'), mainDelta: 800 }),
  'rebate.disburse': (mock) => rebateCall(mock),
  'deposit.transfer': fixed({
    body: { amount: 500, vendorId: 'MT-BDO', bankCode: 'BDO' },
    effects: deposits,
    mainDelta: 0,
  }),
  'member.uplineTransfer': fixed({
    body: { transferAmount: 10.5, password: '246810', remark: 'matrix' },
    effects: movements('upline'),
    mainDelta: -1050,
  }),
  'withdraw.submit': async (mock) => {
    const accounts = await mock.call<{ bankCards: { bankCardId: string }[] }>('withdraw.accounts');
    const bankCardId = accounts.body.value!.bankCards[0]!.bankCardId;
    return {
      body: { amount: 150, bankCardId, password: '246810', currentWithdrawType: 'BC' },
      effects: movements('withdraw'),
      mainDelta: -15_000,
    };
  },
  // Not received: the seeded payout's whole amount comes back to main.
  'receipt.process': async (mock) => {
    const [open] = (await mock.control.withdrawals('demo_member')).confirmations;
    return {
      body: { payDetailId: open!.payDetailId, isMoneyReceived: 'N', proofOfNotReceive: [PNG] },
      effects: movements('refund'),
      mainDelta: open!.amount,
    };
  },
  // Reward-centre claims pay main through the ledger (kind bonus); mall redemptions open a record.
  'rewards.claimIssued': async (mock) => {
    const list = await mock.call<{ rewardId: string }[]>('rewards.claimList', { query: { promotionType: 'MANUAL' } });
    return { body: { rewardId: list.body.value![0]!.rewardId }, effects: movements('bonus'), mainDelta: 5000 };
  },
  'rewards.loginClaim': fixed({ body: { id: 1 }, effects: movements('bonus'), mainDelta: 100 }),
  'rewards.registerClaim': fixed({ body: { promotionId: 501 }, effects: movements('bonus'), mainDelta: 800 }),
  'rewards.promoCodeClaim': fixed({ body: { promoCode: 'WELCOME10' }, effects: movements('bonus'), mainDelta: 1000 }),
  'rewards.ticketClaim': async (mock) => {
    const tickets = await mock.call<{ transactionId: string; type: string }[]>('rewards.tickets');
    const voucher = tickets.body.value!.find((t) => t.type === 'CASH_VOUCHER')!;
    return { body: { transactionId: voucher.transactionId }, effects: movements('bonus'), mainDelta: 2000 };
  },
  'points.redeem': fixed(redeemCall()),
  'points.redeemMcsfe': fixed(redeemCall()),
  'points.convert': fixed({ body: { amount: 10, password: '246810' }, effects: movements('adjust'), mainDelta: 100 }),
  'points.convertMcsfe': fixed({
    body: { amount: 10, password: '246810' },
    effects: movements('adjust'),
    mainDelta: 100,
  }),
  // Community claims, each set up as a member would reach it: a launched game reaches the weekly race's first
  // milestone; demo_member's seeded friends, the second referral achievement. (Rank salaries and approved
  // promotion applications are claimed through rewards.claimIssued, above.)
  'mission.claim': async (mock) => {
    const summary = await mock.call<{ list: { missionId: string; ranked: string }[] }>('mission.summary', {
      query: { status: 'O' },
    });
    const race = summary.body.value!.list.find((m) => m.ranked === 'Y')!;
    await playRounds(mock, 1);
    const v = await mock.call<{ completed: Milestone[]; incomplete: Milestone[] }>('mission.milestones', {
      query: { missionId: race.missionId },
    });
    const reached = [...v.body.value!.completed, ...v.body.value!.incomplete].find((m) => m.rewardStatus === 'I')!;
    return {
      body: { milestoneId: reached.milestoneId, claimLeaderboard: 'N' },
      effects: movements('bonus'),
      mainDelta: Math.round(reached.reward.bonusAmount * 100),
    };
  },
  // demo_member's seeded friends (world/referral-seed.ts) have reached the second achievement, not yet claimed.
  'referral.claimAchievement': fixed({ body: { configId: 2 }, effects: movements('bonus'), mainDelta: 3800 }),
  // demo_agent pays a downline (one movement of kind downline each), with the payment password it sets first.
  'team.transfer': (mock) =>
    agentCall(mock, { downlineName: 'tdp001', transferAmount: 12.34, password: AGENT_PAYMENT_PASSWORD }, -1234),
  'team.redEnvelope': (mock) =>
    agentCall(mock, { downlineNames: ['tdp002'], amountEach: 5, password: AGENT_PAYMENT_PASSWORD }, -500),
  'promotions.raffleClaim': (mock) => raffleCall(mock),
  'promotions.raffleClaimMcs': (mock) => raffleCall(mock),
};

interface Milestone {
  milestoneId: string;
  rewardStatus: string;
  reward: { bonusAmount: number };
}

function redeemCall(): MoneyCall {
  return {
    body: { rewardId: 303, quantity: 1, redeemType: 'P', password: '246810', remarks: 'Ana/1 Main St/0917' },
    effects: async (control) => (await control.redemptions('demo_member')).length,
    mainDelta: 0,
  };
}

const AGENT_PAYMENT_PASSWORD = '135790';
async function agentCall(mock: Client, body: unknown, mainDelta: number): Promise<MoneyCall> {
  sessionToken.set(await mock.login('demo_agent', 'Agent123'));
  // The clock stands still: demo_agent's hourly salary, paid as it passes an hour, would move the balance checked.
  await mock.control.setClockFlowing(false);
  const set = await mock.call('member.paymentPasswordSet', {
    body: { paymentPassword: AGENT_PAYMENT_PASSWORD, confirmPaymentPassword: AGENT_PAYMENT_PASSWORD },
  });
  if (!set.body.success) throw new Error(`paymentPasswordSet: ${set.body.errorCode}`);
  // The team's 90 days of history are booked on its first call: before counting, not during.
  await mock.call('team.members', { query: { subordinateType: 'DIRECT_AGENT' } });
  return { body, account: 'demo_agent', effects: movements('downline', 'demo_agent'), mainDelta };
}

interface PromotionRow {
  promotionId: number;
  mechanic: string;
  status: string;
  rewardAmount: number;
  raffleScheduleId?: number;
}
const promotionRows = async (mock: Client) => (await mock.call<PromotionRow[]>('promotions.statuses')).body.value!;
/** The raffle's draw, opened by QA: its prize goes to main. */
/**
 * Slot rounds played now through their stand-in table until one counts (a pushed round is no valid bet), then
 * today's rebate of them (world/manual-rebate.ts).
 */
async function rebateCall(mock: Client): Promise<MoneyCall> {
  await mock.call('games.launch', { query: { nodeId: 'RNG-MGS-0009' } });
  const headers = { 'X-Mock-Session': mock.session };
  const launches = (await (
    await fetch(`${mock.baseUrl}/__mock/play/launches?account=demo_member`, { headers })
  ).json()) as { value: { launches: { launch: number }[] } };
  const launch = String(launches.value.launches[0]!.launch);
  const today = new Date((await mock.control.clock()).now).toISOString().slice(0, 10);
  const remaining = async () =>
    (await mock.call<{ rngRemain: number }>('rebate.remaining', { query: { today } })).body.value!.rngRemain;
  const before = await remaining();
  let rng = before;
  for (let round = 1; round <= 10 && rng === before; round++) {
    const form = new URLSearchParams({ launch, key: `matrix-round-${round}-${Date.now()}`, stake: '250' });
    await fetch(`${mock.baseUrl}/__mock/play/bet`, { method: 'POST', headers, body: form, redirect: 'manual' });
    rng = await remaining();
  }
  return {
    body: { balanceDate: today, rebateAmount: { rng } },
    effects: movements('rebate'),
    mainDelta: Math.round(rng * 100),
  };
}

async function raffleCall(mock: Client): Promise<MoneyCall> {
  const r = (await promotionRows(mock)).find((x) => x.mechanic === 'raffle')!;
  await mock.control.raffle('start');
  return {
    body: { promotionId: r.promotionId, raffleScheduleId: r.raffleScheduleId },
    effects: movements('bonus'),
    mainDelta: r.rewardAmount * 100,
  };
}

const KINDS: Omit<FaultSpec, 'route' | 'once'>[] = [
  { kind: 'latency', ms: BEYOND_TIMEOUT_MS },
  { kind: 'status', status: 503 },
  { kind: 'hang' },
  { kind: 'drop' },
  { kind: 'commit-then-drop' },
  { kind: 'slow-body', ms: BEYOND_TIMEOUT_MS },
];

const dictionaries = { en, ty, pt } as Record<string, { errors: Record<string, string> }>;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const moneyEntries = catalogue.filter((e) => e.money);

it('knows how to call every money endpoint of the catalogue', () => {
  expect(moneyEntries.map((e) => e.id).sort()).toEqual(Object.keys(MONEY_CALLS).sort());
});

const cases = moneyEntries.flatMap((entry) =>
  KINDS.flatMap((fault) => [true, false].map((once) => ({ entry, fault, once }))),
);
let doubles = 0;

describe.each(cases)('$entry.id under $fault.kind (once: $once)', ({ entry, fault, once }) => {
  it('ends in time with the answer or a translated message, one key, one movement', async () => {
    const mock = new Client(gw.baseUrl);
    sessionToken.set(await mock.login('demo_member', 'Member123'));
    const call = await MONEY_CALLS[entry.id]!(mock);
    const account = call.account ?? 'demo_member';
    const before = await mock.control.ledger(account);
    const effectsBefore = await call.effects(mock.control);
    const jwks = await mock.jwks();
    await mock.control.addFault({ route: entry.id, once, ...fault });

    const keys: string[] = [];
    const timeoutMs = OUTLASTS_TIMEOUT.has(fault.kind) ? TIMEOUT_MS : RETRY_TIMEOUT_MS;
    const client = createGatewayClient({
      baseUrl: gw.baseUrl,
      merchantCode: () => mock.merchant,
      language: () => 'EN',
      // E endpoints get a real JWE under the session's key; the others are never encrypted.
      cipher: {
        encrypt: async (payload) => ({ jwe: await encryptPayload(jwks, payload) }),
        forgetKeys: () => undefined,
      },
      timeoutMs,
      fetchImpl: (url, init) => {
        const headers: Record<string, string> = {
          ...(init?.headers as Record<string, string>),
          'X-Mock-Session': mock.session,
        };
        keys.push(headers['Idempotency-Key']!);
        return fetch(url, { ...init, headers });
      },
    });
    const endpoint = entry as unknown as EndpointDef;
    const key = newIdempotencyKey();

    const t0 = performance.now();
    const first = await client.call(endpoint, { body: call.body, idempotencyKey: key }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(performance.now() - t0).toBeLessThan(timeoutMs + SLACK_MS);
    if (first) {
      expect(first).toBeInstanceOf(GatewayError);
      const { key: messageKey } = errorMessage(first);
      expect(messageKey).toBe('errors.moneyUnconfirmed');
      for (const lang of Object.keys(dictionaries))
        expect(dictionaries[lang]!.errors[messageKey.slice('errors.'.length)], lang).toBeTruthy();
    }

    // The user tries again once the network is back, with the key the screen kept.
    await mock.control.clearFaults();
    // With the app's own time-out: the retry is about the key, not about time, and a busy machine may be slow.
    if (first) await client.call(endpoint, { body: call.body, idempotencyKey: key, timeoutMs: RETRY_TIMEOUT_MS });
    expect(new Set(keys)).toEqual(new Set([key]));

    // Requests the client gave up on may still be running on the gateway: wait for each to be journalled.
    await expect
      .poll(async () => (await mock.control.journal({ endpoint: entry.id })).length, { timeout: RETRY_TIMEOUT_MS })
      .toBe(keys.length);
    const after = await mock.control.ledger(account);
    const moved = (await call.effects(mock.control)) - effectsBefore;
    if (moved !== 1) doubles++;
    expect(moved).toBe(1);
    expect(after.balances.main - before.balances.main).toBe(call.mainDelta);
  });
});

afterAll(() => {
  console.log(
    `money fault matrix: ${moneyEntries.length} calls x ${KINDS.length} kinds x once/always = ${cases.length} cases, ${doubles} double movements`,
  );
});
