/** A member's referral code (invite friends): "RF", the account id and a check letter, so the owner is read back. */
import { hash32 } from './rng.js';

const check = (id: number): string => String.fromCharCode(65 + (hash32(`referral:${id}`) % 26));

export const referralCodeOf = (accountId: number): string => `RF${accountId}${check(accountId)}`;

/** The account a referral code names, or undefined when it is not one (a wrong check letter included). */
export function referralCodeOwner(code: string | undefined): number | undefined {
  const m = /^RF(\d{1,9})([A-Z])$/i.exec(code?.trim() ?? '');
  if (!m) return undefined;
  const id = Number(m[1]);
  return check(id) === m[2]!.toUpperCase() ? id : undefined;
}
