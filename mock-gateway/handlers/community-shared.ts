/** Helpers of the member-community handlers (mission.*, rank.*, referral.*). */
import { toMajor } from '../lib/to-api.js';
import type { ClaimResult } from '../world/claims.js';
import type { HandlerContext } from './types.js';

/** A page of a list (pages from 1). */
export function paged<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { list: T[]; page: number; totalPages: number } {
  return { list: rows.slice((page - 1) * size, page * size), page, totalPages: Math.ceil(rows.length / size) };
}

/** What a claim answers: the award, the rewards paid and main after it; a replay says so in a header. */
export function claimAnswer(ctx: HandlerContext, accountId: number, r: ClaimResult) {
  if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
  return {
    award: toMajor(r.amount),
    claimed: r.paid.length,
    balance: toMajor(ctx.world.wallets.summary(accountId).main),
  };
}

/** Rules as the platform sends them: [0].content[0]. */
export const rulesAnswer = (title: string, content: string) => [{ content: [{ title, content }] }];
