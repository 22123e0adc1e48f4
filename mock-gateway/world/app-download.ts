/**
 * The app-download bonus (MCS2_claimAppDownloadPromotion; the reference names the call only): a fixed bonus, once
 * per account, through the ledger under the reward's own key (claims.ts), so no retry pays it twice.
 */
import type { ClaimBook, ClaimResult } from './claims.js';
import { WorldError } from './errors.js';
import type { Account } from './types.js';

/** Minor units (chosen here). */
export const APP_DOWNLOAD_BONUS = 800;

export interface AppDownloadBonus {
  claim(account: Account, idempotencyKey: string): ClaimResult;
}

export function createAppDownloadBonus(claims: ClaimBook): AppDownloadBonus {
  const paid = new Set<number>();
  return {
    claim(account, idempotencyKey) {
      return claims.once(account.id, idempotencyKey, 'app-download', () => {
        if (paid.has(account.id)) throw new WorldError('promotion_already_claimed', { promotion: 'APP_DOWNLOAD' });
        paid.add(account.id);
        return [{ id: 'app-download', amount: APP_DOWNLOAD_BONUS }];
      });
    },
  };
}
