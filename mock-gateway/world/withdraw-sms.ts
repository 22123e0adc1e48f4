/**
 * SMS verification of withdrawals (MC getWithdrawSett mobileVerificationType): whether an amount needs a code, per the
 * merchant's wallet settings, and the code itself, sent to the account's bound mobile with purpose "withdraw".
 */
import { WorldError } from './errors.js';
import type { Account, Sms } from './types.js';
import { walletConfig, type WalletConfig } from './wallet-config.js';

export type MobileVerificationType = NonNullable<WalletConfig['mobileVerificationType']>;

export interface WithdrawSmsRule {
  type: MobileVerificationType;
  /** WITHDRAW_AMOUNT: amounts over this (minor units) need the code. */
  overAmount: number;
}

/** merchant.json wallet.mobileVerificationType / mobileVerificationWithdrawAmount (default: no code). */
export function withdrawSmsRule(raw: Record<string, unknown>): WithdrawSmsRule {
  const wallet = walletConfig(raw);
  return {
    type: wallet.mobileVerificationType ?? 'NONE',
    overAmount: Math.round((wallet.mobileVerificationWithdrawAmount ?? 0) * 100),
  };
}

export function codeNeeded(rule: WithdrawSmsRule, amount: number): boolean {
  return rule.type === 'EVERY_WITHDRAWAL' || (rule.type === 'WITHDRAW_AMOUNT' && amount > rule.overAmount);
}

function boundMobile(account: Account): string {
  if (!account.mobileNum) throw new WorldError('mobile_required');
  return account.mobileNum;
}

export function sendWithdrawCode(sms: Sms, account: Account): { expiredMinutes: number; mobileNum: string } {
  const mobileNum = boundMobile(account);
  const { expiredMinutes } = sms.send(mobileNum, account.countryDialingCode ?? '', 'withdraw');
  return { expiredMinutes, mobileNum };
}

/** A missing code is refused like a wrong one (the platform's "verification code invalid or missing"). */
export function verifyWithdrawCode(sms: Sms, account: Account, code: string | undefined): void {
  if (!code || !code.trim()) throw new WorldError('verification_code_invalid');
  sms.verify(boundMobile(account), code, 'withdraw');
}
