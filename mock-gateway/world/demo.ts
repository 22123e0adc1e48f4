/** Documented demo accounts present in every world (re-exported from index.ts). */
import type { DemoAccount } from './types.js';

/** The fixed weak six-digit default password: logging in with it forces a password change. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export const DEMO_ACCOUNTS = [
  {
    username: 'demo_member',
    password: 'Member123',
    shows:
      'Normal member (type 0), mobile 09171234567 / dialing 63, balance 5,000.00 (+120.50 in the PT wallet), favourites and recent games; four months of money history booked through the ledger: bets on every game type and vendor, deposits in every state, withdrawals in statuses 1-5, two bank cards and a GCash account, one payout awaiting its receipt; payment password 246810; upline top_agent (transfer to upline); four seeded bonuses with their turnover; 12 invited friends over 90 days with referral income and one claimable achievement',
  },
  {
    username: 'demo_agent',
    password: 'Agent123',
    shows:
      'Agent (type 1) with a three-level downline tree (types 2, 41, 42 and members) and contracts; affiliate code DEMOAG; a pending real-time salary contract from its upline',
  },
  {
    username: 'demo_agent_only',
    password: 'Agent123',
    shows: 'Agent-only account (type 41): member-area login gives non_member_login',
  },
  {
    username: 'demo_expired',
    password: 'Expired123',
    shows: 'Member whose password is expired (passwordExpired: true; forced change when PWDEXPFORCECHANGE3 is on)',
  },
  {
    username: 'demo_weak',
    password: WEAK_DEFAULT_PASSWORD,
    shows: 'Member still on the weak default password 123456 (forced password change)',
  },
  {
    username: 'demo_first',
    password: 'First123',
    shows: 'Member logging in for the first time (firstTimeLogin: true until the password is changed)',
  },
  {
    username: 'demo_fresh_ip',
    password: 'Fresh123',
    shows:
      'Member with no known IP (mobile 09170000001 / 63, e-mail demo_fresh_ip@example.com): with scenario unrecognised-ip on, login gives login_verify_required (and sends an SMS code) until verified by mobile code, e-mail or authenticator',
  },
  {
    username: 'demo_broke',
    password: 'Broke123',
    shows: 'Member with zero balance: launching a game gives launch_game_balance_not_enough',
  },
] as const satisfies readonly DemoAccount[];

export type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username'];

/** Opening main-wallet balances of the demo accounts (minor units). */
export const DEMO_BALANCES: Record<DemoUsername, number> = {
  demo_member: 500_000,
  demo_agent: 2_500_000,
  demo_agent_only: 1_000_000,
  demo_expired: 150_000,
  demo_weak: 80_000,
  demo_first: 100_000,
  demo_fresh_ip: 60_000,
  demo_broke: 0,
};

/**
 * Demo accounts whose money has months of history (bets on every vendor, deposits and withdrawals in every state,
 * bound accounts, a payout awaiting its receipt): their opening is booked at the start of that history instead.
 */
export const DEMO_HISTORY: Partial<Record<DemoUsername, { vendorBalances: Record<string, number> }>> = {
  demo_member: { vendorBalances: { PT: 12_050 } },
};

/** demo_member's payment password (transfer to upline, withdrawal, bound cards). */
export const DEMO_PAYMENT_PASSWORD = '246810';

/** Trial accounts start with this much play money (minor units). */
export const TRIAL_CREDIT = 200_000;

/** IPs every seeded account (except demo_fresh_ip) already knows. */
export const LOCAL_IPS: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
