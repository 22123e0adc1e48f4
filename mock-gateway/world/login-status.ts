/**
 * Member statuses that refuse a login (team management's vocabulary, GATEWAY-CALLS-SEEN §14): 0 Blocked answers
 * `account_frozen` (the platform's "contact your agent"); 2 and 6 Login forbidden, 5 System forbidden and 7 Deleted
 * answer `login_forbidden` (chosen here). 1 Normal and 10 / 11 Inactive (no recent play) sign in.
 */
import { WorldError } from './errors.js';

const FORBIDDEN: ReadonlySet<number> = new Set([2, 5, 6, 7]);

/** Throws the refusal of a status that may not sign in; checked after the password, so it reveals nothing. */
export function refuseLoginByStatus(status: number): void {
  if (status === 0) throw new WorldError('account_frozen');
  if (FORBIDDEN.has(status)) throw new WorldError('login_forbidden', { status });
}
