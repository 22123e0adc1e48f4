/**
 * The payment password (MC setWithdrawPassword / changeWithdrawPassword / resetPaymentPasswordv2): asked before money
 * leaves the account (transfer to upline, withdrawal, deleting a bound card). Stored plainly, like the login password.
 */
import { WorldError } from './errors.js';
import type { Account, Sms } from './types.js';

const FORMAT = /^\d{6,12}$/;

export interface PaymentPasswords {
  isSet(account: Account): boolean;
  /** Throws `not.exists.payment.password` when none is set, `invalid.payment.pw` when it does not match. */
  check(account: Account, password: string): void;
  /** First time only: `payment_password_exists` when one is set already. */
  set(account: Account, password: string, confirm: string): void;
  change(account: Account, input: { oldPassword: string; newPassword: string; confirmNewPassword: string }): void;
  /** Forgot it: a code sent to the bound mobile (purpose paymentPassword) proves the owner. */
  reset(account: Account, input: { verificationCode: string; password: string; confirmPassword: string }): void;
  /** Send that code to the account's bound mobile; `mobile_required` when no mobile is bound. */
  sendResetCode(account: Account): { expiredMinutes: number };
}

export function createPaymentPasswords(deps: { sms: Sms }): PaymentPasswords {
  const checkNew = (password: string, confirm: string): void => {
    if (!FORMAT.test(password)) throw new WorldError('payment_password_format');
    if (password !== confirm) throw new WorldError('password_confirm_mismatch');
  };
  const check = (account: Account, password: string): void => {
    if (!account.paymentPassword) throw new WorldError('not.exists.payment.password');
    if (account.paymentPassword !== password) throw new WorldError('invalid.payment.pw');
  };
  const mobile = (account: Account): string => {
    if (!account.mobileNum) throw new WorldError('mobile_required');
    return account.mobileNum;
  };
  return {
    isSet: (account) => !!account.paymentPassword,
    check,
    set(account, password, confirm) {
      if (account.paymentPassword) throw new WorldError('payment_password_exists');
      checkNew(password, confirm);
      account.paymentPassword = password;
    },
    change(account, input) {
      check(account, input.oldPassword);
      checkNew(input.newPassword, input.confirmNewPassword);
      account.paymentPassword = input.newPassword;
    },
    reset(account, input) {
      checkNew(input.password, input.confirmPassword);
      deps.sms.verify(mobile(account), input.verificationCode, 'paymentPassword');
      account.paymentPassword = input.password;
    },
    sendResetCode(account) {
      const { expiredMinutes } = deps.sms.send(mobile(account), account.countryDialingCode ?? '', 'paymentPassword');
      return { expiredMinutes };
    },
  };
}
