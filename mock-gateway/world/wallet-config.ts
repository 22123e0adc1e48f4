/** merchant.json `wallet` (schemas/config/merchant.schema.json WalletSettings): read in one place, defaults where used. */
export interface WalletConfig {
  mode?: 'multi' | 'single';
  receiptAutoConfirmMinutes?: number;
  mobileVerificationType?: 'NONE' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT';
  mobileVerificationWithdrawAmount?: number;
  depositMobileVerificationType?: 'NONE' | 'REQUIRED';
  /** The cashier's method codes the merchant offers; missing: every one. */
  depositMethods?: readonly string[];
}

/** A merchant's wallet settings (validated against the merchant schema when the site config is loaded). */
export const walletConfig = (raw: Record<string, unknown>): WalletConfig => (raw['wallet'] ?? {}) as WalletConfig;
