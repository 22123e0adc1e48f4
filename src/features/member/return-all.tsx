import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletBalancesValue, WalletReturnAllBody, WalletReturnAllValue } from '@/generated/api-types';
import { useMerchantCode } from '@/lib/config/site-context';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { toMajor, toMinor, type Money } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { MAIN_ACCOUNT_TYPE_ID } from '@/lib/wallet/main-wallet';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { returnAllMessage } from './return-all-message';
import { merchantWalletQuery } from './wallet-queries';
import styles from './money.module.css';

/** As the platform's own client: a lost answer is re-sent (same key) up to 3 times, 250 ms apart. */
const RETURN_ALL_RESENDS = { resends: 3, resendDelayMs: 250 };

/** "Return all to main wallet" (GCS_walletReturn): every vendor wallet's balance back to the main one. */
export function ReturnAll({ money }: { money: Money }) {
  const { t } = useTranslation('money');
  const { gateway, session } = useServices();
  const customerId = useSessionSnapshot(session).member?.id;
  const action = useMoneyAction<WalletReturnAllBody, WalletReturnAllValue>('wallet.returnAll', (body, key) =>
    callApi(gateway, 'wallet.returnAll', { body, idempotencyKey: key, ...RETURN_ALL_RESENDS }),
  );
  return (
    <div className={styles.actions}>
      <button
        type="button"
        onClick={() => action.submit(customerId === undefined ? {} : { customerId })}
        disabled={action.isPending}
        aria-busy={action.isPending}
      >
        {action.isPending ? t('wallet.returning') : t('wallet.returnAll')}
      </button>
      <p role="status" className={styles.hint}>
        {action.isSuccess && <ReturnAllOutcome value={action.data} money={money} />}
        {action.isError && t(errorMessageKey(action.error), { ns: 'common' })}
      </p>
    </div>
  );
}

function ReturnAllOutcome({ value, money }: { value: WalletReturnAllValue; money: Money }) {
  const { t } = useTranslation('money');
  const { key, amount } = returnAllMessage(value);
  return t(key, amount === undefined ? {} : { amount: money(amount) });
}

/**
 * Where only the main wallet counts (withdraw, transfer to the upline): what the vendor wallets still hold, and the
 * return-all the platform's own pages offer there, so that money can be withdrawn or sent too. Multi-wallet merchants
 * only: a single wallet has nothing apart.
 */
export function VendorWalletsReturn({ wallets, money }: { wallets: WalletBalancesValue | undefined; money: Money }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const mode = useQuery(merchantWalletQuery(gateway, useMerchantCode()));
  if (!wallets || mode.data?.isSingle !== false) return null;
  const heldMinor = wallets.balances
    .filter((b) => b.accountTypeId !== MAIN_ACCOUNT_TYPE_ID)
    .reduce((sum, b) => sum + toMinor(b.availBalance), 0);
  return (
    <div className={layout.card}>
      <dl className={layout.facts}>
        <dt>{t('wallet.inVendors')}</dt>
        <dd className={styles.amount}>{money(toMajor(heldMinor))}</dd>
      </dl>
      <ReturnAll money={money} />
    </div>
  );
}
