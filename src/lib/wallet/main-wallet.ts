import type { WalletBalancesValue } from '@/generated/api-types';

/** The platform numbers the main wallet 2 in GCS_getAllWalletBalanceV2; vendor wallets have ids of their own. */
export const MAIN_ACCOUNT_TYPE_ID = 2;

type Wallet = WalletBalancesValue['balances'][number];

/** The main wallet of a balances answer, if it lists one. */
export const mainWallet = (wallets: WalletBalancesValue | undefined): Wallet | undefined =>
  wallets?.balances.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID);
