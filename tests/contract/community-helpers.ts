/**
 * Set-ups for the member-community calls (missions, VIP rank, invite friends), through the gateway and /__mock as a
 * person and QA would: launch games, register a friend with a referral code, approve the friend's first deposit.
 */
import { registrationBody } from './happy-paths.js';
import { Client } from './harness.js';

let serial = 0;
export const claimKey = (): Record<string, string> => ({ 'Idempotency-Key': `community-${Date.now()}-${++serial}` });

/** Launches `n` RNG games: each plays one round of 100.00 that the missions count. */
export async function playRounds(c: Client, n: number): Promise<void> {
  const list = await c.call<{ games: { nodeId: string; isGame: string }[] }>('games.list', {
    query: { gameType: 'RNG', pageNo: 1, pageSize: 20 },
  });
  const game = list.body.value!.games.find((g) => g.isGame === 'GAME') ?? list.body.value!.games[0]!;
  for (let i = 0; i < n; i++) {
    const r = await c.call('games.launch', { query: { nodeId: game.nodeId } });
    if (!r.body.success) throw new Error(`games.launch: ${r.body.errorCode}`);
  }
}

/**
 * Moves the world to a minute past the next midnight and signs in again, as a member coming back the next day: a
 * session lasts 24 hours, so one begun just after midnight has ended by then. Returns the time before the move.
 */
export async function nextDaySignedIn(c: Client, username: string, password: string): Promise<number> {
  const { now } = await c.control.clock();
  await c.control.advanceClock(86_400_000 - (now % 86_400_000) + 60_000);
  await c.login(username, password);
  return now;
}

/** A new member registered with `referralCode` in the same mock session, logged in. */
export async function registerFriend(
  referrer: Client,
  referralCode: string,
): Promise<{ client: Client; username: string }> {
  const friend = new Client(referrer.baseUrl, referrer.session, referrer.merchant);
  const fields: Record<string, string> = await registrationBody(friend, 'username');
  const body = { ...fields, referralCode, registerMethod: 'WEB', loginFlag: true };
  const r = await friend.call<{ token: string }>('member.register', { body, token: null });
  if (!r.body.success) throw new Error(`register: ${r.body.errorCode} ${r.body.message}`);
  friend.token = r.body.value!.token;
  return { client: friend, username: fields.username! };
}

/** A bank-transfer deposit of `amount` (major units) by `c`, approved by QA; returns its id. */
export async function approvedDeposit(c: Client, amount: number): Promise<string> {
  const r = await c.call<{ depositId: string }>('deposit.transfer', {
    body: { amount, vendorId: 'MT-BDO', bankCode: 'BDO' },
    headers: claimKey(),
  });
  if (!r.body.success) throw new Error(`deposit: ${r.body.errorCode} ${r.body.message}`);
  await c.control.settleDeposit(r.body.value!.depositId, 'approve');
  return r.body.value!.depositId;
}
