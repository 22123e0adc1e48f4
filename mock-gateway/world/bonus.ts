/** The welcome bonus (SPEC §2, §5): credited once per account for adding a Zalo or WhatsApp number. */
import { WorldError } from './errors.js';
import { HOUSE } from './ledger.js';
import type { Bonus, Ledger, MerchantSeed, WelcomeBonusClaim, Wallets } from './types.js';

/** Digits only, so "+84 90..." and "8490..." are the same number. */
const digits = (n: string): string => n.replace(/\D/g, '');

export function createBonus(deps: {
  ledger: Ledger;
  wallets: Wallets;
  merchant: (code: string | undefined) => MerchantSeed | undefined;
}): Bonus {
  const claims = new Map<number, WelcomeBonusClaim>();
  const copy = (c: WelcomeBonusClaim, replayed: boolean): WelcomeBonusClaim => ({ ...c, replayed });

  return {
    claimWelcome({ account, merchantCode, channel, number }) {
      if (account.kind === 'trial') throw new WorldError('in_need_true_account');
      const seen = claims.get(account.id);
      if (seen) {
        if (seen.channel === channel && digits(seen.number) === digits(number)) return copy(seen, true);
        throw new WorldError('welcome_bonus_claimed');
      }
      const merchant = deps.merchant(merchantCode);
      const bonus = merchant?.welcomeBonus;
      const amount = Math.round((bonus?.amount ?? 0) * 100);
      if (!merchant || !bonus?.enabled || amount <= 0 || !bonus.channels.includes(channel))
        throw new WorldError('welcome_bonus_unavailable');
      // The ledger key is the account: even a second path to this credit could not pay twice.
      const key = `welcome-bonus:${account.id}`;
      const t = deps.ledger.transfer({
        from: HOUSE,
        to: deps.wallets.mainId(account.id),
        amount,
        idempotencyKey: key,
        payloadHash: key,
        kind: 'bonus',
        ref: key,
      });
      const claim: WelcomeBonusClaim = {
        accountId: account.id,
        merchantCode: merchant.code,
        channel,
        number: number.trim(),
        amount: t.amount,
        currency: bonus.currency,
        at: t.at,
        transferId: t.transferId,
        replayed: false,
      };
      claims.set(account.id, claim);
      return copy(claim, false);
    },
    welcomeClaim: (accountId) => {
      const c = claims.get(accountId);
      return c ? copy(c, false) : undefined;
    },
  };
}
