/**
 * demo_member's invite-friends history over the last 90 days of the virtual clock (issue 15): who registered with
 * the code, when, and what they deposited. Only the plan lives here; world/referral.ts books it through the same
 * accounts, deposits and ledger as the live flow, so income, records and achievements are worked out, never stored.
 *
 * The shape is fixed (so a QA engineer always finds it): six active friends (one of them made the first deposit
 * today, one yesterday), three whose time ran out (no deposit, a deposit below the qualifying amount, a qualifying
 * deposit too late) and three still within their days (one with a small deposit). Names, hours and amounts come from
 * the seed. Six active friends reach the first two achievements: the first was claimed 60 days ago, the second waits.
 * Every friend with money plays it: a few bets after each deposit, until the next one (or now), from its own random
 * stream so the friends themselves stay as they were before friends played.
 */
import type { Rng } from './types.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeededFriend {
  username: string;
  registeredAt: number;
  /** Approved deposits, oldest first (minor units). */
  deposits: { at: number; amount: number }[];
  /** Settled bets, oldest first, paid from those deposits (never more than the friend holds at the time). */
  bets: SeededBet[];
}

/** One settled bet (minor units): `win` equal to `amount` is a tie, which counts as no valid bet. */
export interface SeededBet {
  at: number;
  amount: number;
  win: number;
  /** Which game (world/referral.ts takes it modulo its list of playable games). */
  game: number;
}

export interface ReferralHistoryPlan {
  friends: SeededFriend[];
  /** Achievement rewards already claimed (configId), and when. */
  claimed: { configId: number; at: number }[];
}

const NAMES = ['maricel', 'jomar', 'kristine', 'rodel', 'angelica', 'bryan', 'lovely', 'jericho', 'aileen', 'ronald'];

/**
 * Days ago each friend registered, the days after that of each deposit (null: today / yesterday, placed inside that
 * calendar day before `now`) and how large each deposit is: q a qualifying amount, s a small one.
 */
type Shape = { registered: number | 'today' | 'yesterday'; deposits: { after: number | 'today'; size: 'q' | 's' }[] };
const SHAPES: readonly Shape[] = [
  // Active (first deposit of at least QUALIFY within QUALIFY_DAYS), some still depositing.
  {
    registered: 84,
    deposits: [
      { after: 1, size: 'q' },
      { after: 30, size: 'q' },
      { after: 70, size: 'q' },
    ],
  },
  {
    registered: 63,
    deposits: [
      { after: 2, size: 'q' },
      { after: 40, size: 's' },
    ],
  },
  {
    registered: 45,
    deposits: [
      { after: 0, size: 'q' },
      { after: 'today', size: 'q' },
    ],
  },
  {
    registered: 21,
    deposits: [
      { after: 4, size: 'q' },
      { after: 15, size: 'q' },
    ],
  },
  { registered: 3, deposits: [{ after: 2, size: 'q' }] }, // first deposit yesterday
  { registered: 'today', deposits: [{ after: 'today', size: 'q' }] }, // first deposit today
  // Time over (E).
  { registered: 57, deposits: [] },
  {
    registered: 33,
    deposits: [
      { after: 2, size: 's' },
      { after: 12, size: 'q' },
    ],
  },
  { registered: 14, deposits: [{ after: 9, size: 'q' }] },
  // Within their days, not active yet.
  { registered: 5, deposits: [] },
  { registered: 'yesterday', deposits: [{ after: 0, size: 's' }] },
  { registered: 'today', deposits: [] },
];

/** `qualify` is the live rule's first-deposit amount (world/referral.ts), so the plan can never disagree with it. */
export function planReferralHistory(rng: Rng, now: number, qualify: number): ReferralHistoryPlan {
  const today = Math.floor(now / DAY) * DAY;
  // Inside today up to now, whatever the hour the clock started at (fractions keep the order of events); at midnight
  // itself, today's events happen at now.
  const todayAt = (fraction: number) => today + Math.floor((now - today) * fraction);
  const hour = () => rng.int(9, 22) * HOUR + rng.int(0, 59) * 60_000;
  const used = new Set<string>();
  const friends = SHAPES.map((shape, i): SeededFriend => {
    let username: string;
    do username = `${rng.pick(NAMES)}${rng.digits(3)}`;
    while (used.has(username));
    used.add(username);
    const registeredAt =
      shape.registered === 'today'
        ? todayAt(0.2 + i / 100)
        : shape.registered === 'yesterday'
          ? today - DAY + hour()
          : today - shape.registered * DAY + hour();
    const deposits = shape.deposits.map((d, n) => ({
      at:
        d.after === 'today'
          ? todayAt(0.5 + n / 100)
          : Math.max(registeredAt + HOUR, Math.floor(registeredAt / DAY) * DAY + d.after * DAY + hour()),
      amount: d.size === 'q' ? qualify + rng.int(0, 40) * 5_000 : rng.int(2, 9) * 1_000,
    }));
    return {
      username,
      registeredAt,
      deposits: deposits.filter((d) => d.at <= now).sort((a, b) => a.at - b.at),
      bets: [],
    };
  });
  const play = rng.fork('friend-bets');
  for (const f of friends) f.bets = planBets(play, f.deposits, now);
  return { friends, claimed: [{ configId: 1, at: today - 60 * DAY + 20 * HOUR }] };
}

/** Two to six bets after each deposit, spread up to the next deposit (or now), staking only what the friend holds. */
function planBets(rng: Rng, deposits: readonly { at: number; amount: number }[], now: number): SeededBet[] {
  const bets: SeededBet[] = [];
  let balance = 0;
  deposits.forEach((d, n) => {
    balance += d.amount;
    const until = deposits[n + 1]?.at ?? now;
    const count = rng.int(2, 6);
    for (let k = 1; k <= count; k++) {
      const amount = Math.min(balance, rng.int(1, 20) * 1_000);
      const roll = rng.next();
      const game = rng.int(0, 999);
      if (amount < 1_000) break;
      const win = roll < 0.5 ? 0 : roll < 0.9 ? Math.round(amount * (1 + rng.int(0, 100) / 100)) : amount;
      balance += win - amount;
      bets.push({ at: d.at + Math.floor(((until - d.at) * k) / (count + 1)), amount, win, game });
    }
  });
  return bets;
}
