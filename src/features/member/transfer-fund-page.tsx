import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalancesValue, WalletTransferBody, WalletTransferValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useMerchantCode } from '@/lib/config/site-context';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount, parseAmount, toMajor, toMinor, type AmountProblem, type Money } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { MAIN_ACCOUNT_TYPE_ID, mainWallet } from '@/lib/wallet/main-wallet';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { ReturnAll } from './return-all';
import { RecentBookings } from './recent-bookings';
import { merchantWalletQuery, walletBalancesQuery } from './wallet-queries';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

/** My wallet (transferFund): every wallet, transfers between them, return-all, and the recent transfers. */
export function TransferFundPage() {
  return (
    <QueryProvider>
      <TransferFund />
    </QueryProvider>
  );
}

function TransferFund() {
  const { t, i18n, ready } = useTranslation('money');
  const { gateway } = useServices();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const mode = useQuery(merchantWalletQuery(gateway, useMerchantCode()));
  const balances = useQuery(walletBalancesQuery(gateway));
  const wallets = balances.data;
  const single = mode.data?.isSingle === true;
  const money = (major: number) => (wallets ? formatAmount(major, wallets, locale) : '…');
  const main = mainWallet(wallets);

  // The money dictionary loads with the first money page; until then there is nothing readable to show.
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t('wallet.title')}</h2>
      {(balances.isError || mode.isError) && (
        <p role="alert">{t(errorMessageKey(balances.error ?? mode.error), { ns: 'common' })}</p>
      )}
      <div className={layout.card}>
        <dl className={layout.facts}>
          <dt>{t('wallet.total')}</dt>
          <dd className={styles.amount}>{wallets ? money(wallets.sumBalance) : '…'}</dd>
          <dt>{t('wallet.main')}</dt>
          <dd className={styles.amount}>{main ? money(main.availBalance) : '…'}</dd>
        </dl>
        {mode.isSuccess && !single && <ReturnAll money={money} />}
      </div>
      {mode.isSuccess &&
        (single ? (
          <p className={layout.card}>{t('wallet.single')}</p>
        ) : (
          <>
            {wallets && <TransferForm wallets={wallets} money={money} locale={locale} />}
            {wallets && <VendorWallets wallets={wallets} money={money} />}
            <RecentBookings
              txTypeIds="8102,8202"
              title={t('wallet.historyTitle')}
              empty={t('wallet.noHistory')}
              describe={(r) => t(r.amount > 0 ? 'wallet.in' : 'wallet.out', { vendor: r.remark })}
              money={money}
              locale={locale}
            />
          </>
        ))}
    </section>
  );
}

/** The selects' values are accountTypeIds, as text. */
interface TransferValues {
  fromWallet: string;
  toWallet: string;
  amount: string;
}
type TransferProblem = AmountProblem | 'tooMuch' | 'sameWallet';

function TransferForm({ wallets, money, locale }: { wallets: WalletBalancesValue; money: Money; locale: string }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const action = useMoneyAction<WalletTransferBody, WalletTransferValue>('wallet.transfer', (body, key) =>
    callApi(gateway, 'wallet.transfer', { body, idempotencyKey: key }),
  );
  const open = wallets.balances.filter((b) => b.status === 'OK');
  const wallet = (accountTypeId: number | string) => wallets.balances.find((b) => b.accountTypeId === +accountTypeId);
  const label = (accountTypeId: number | string) =>
    +accountTypeId === MAIN_ACCOUNT_TYPE_ID
      ? t('wallet.main')
      : (wallet(accountTypeId)?.displayName ?? String(accountTypeId));
  const available = (accountTypeId: string) => wallet(accountTypeId)?.availBalance ?? 0;

  const formik = useFormik<TransferValues>({
    initialValues: {
      fromWallet: String(MAIN_ACCOUNT_TYPE_ID),
      toWallet: String(open.find((b) => b.accountTypeId !== MAIN_ACCOUNT_TYPE_ID)?.accountTypeId ?? ''),
      amount: '',
    },
    validate: (values) => {
      const errors: Partial<Record<keyof TransferValues, TransferProblem>> = {};
      if (values.fromWallet === values.toWallet) errors.toWallet = 'sameWallet';
      const parsed = parseAmount(values.amount, locale);
      if ('problem' in parsed) errors.amount = parsed.problem;
      else if (parsed.minor > toMinor(available(values.fromWallet))) errors.amount = 'tooMuch';
      return errors;
    },
    onSubmit: (values) => {
      const parsed = parseAmount(values.amount, locale);
      if ('minor' in parsed)
        action.submit({
          fromAccountTypeId: +values.fromWallet,
          toAccountTypeId: +values.toWallet,
          amount: toMajor(parsed.minor),
        });
    },
  });
  const problem = (field: keyof TransferValues) =>
    formik.touched[field] || formik.submitCount > 0 ? (formik.errors[field] as TransferProblem | undefined) : undefined;
  const amountProblem = problem('amount');
  const toProblem = problem('toWallet');
  const options = open.map((b) => (
    <option key={b.accountTypeId} value={b.accountTypeId}>
      {label(b.accountTypeId)}
    </option>
  ));

  return (
    <form className={layout.card} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('wallet.transferTitle')}</h3>
      <div className={formRow.row}>
        <label className={formRow.field}>
          {t('wallet.from')}
          <select {...formik.getFieldProps('fromWallet')}>{options}</select>
          <span className={styles.hint}>
            {t('wallet.available', { amount: money(available(formik.values.fromWallet)) })}
          </span>
        </label>
        <label className={formRow.field}>
          {t('wallet.to')}
          <select
            {...formik.getFieldProps('toWallet')}
            aria-invalid={!!toProblem}
            aria-describedby={toProblem ? `${id}-to-problem` : undefined}
          >
            {options}
          </select>
          {toProblem && (
            <span id={`${id}-to-problem`} className={styles.problem}>
              {t(`problems.${toProblem}`)}
            </span>
          )}
        </label>
        <label className={formRow.field}>
          {t('wallet.amount')}
          <input
            {...formik.getFieldProps('amount')}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!!amountProblem}
            aria-describedby={amountProblem ? `${id}-amount-problem` : undefined}
          />
          {amountProblem && (
            <span id={`${id}-amount-problem`} className={styles.problem}>
              {t(`problems.${amountProblem}`, { amount: money(available(formik.values.fromWallet)) })}
            </span>
          )}
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {action.isPending ? t('wallet.submitting') : t('wallet.submit')}
        </button>
        <p role="status" className={styles.hint}>
          {action.isSuccess &&
            t('wallet.done', {
              amount: money(action.data.successAmount),
              from: label(action.variables.body.fromAccountTypeId),
              to: label(action.variables.body.toAccountTypeId),
            })}
          {action.isError && t(errorMessageKey(action.error), { ns: 'common' })}
        </p>
      </div>
    </form>
  );
}

function VendorWallets({ wallets, money }: { wallets: WalletBalancesValue; money: Money }) {
  const { t } = useTranslation('money');
  const id = useId();
  const vendors = wallets.balances.filter((b) => b.accountTypeId !== MAIN_ACCOUNT_TYPE_ID);
  return (
    <div className={layout.card}>
      <h3 id={id}>{t('wallet.vendorsTitle')}</h3>
      <ul className={styles.wallets} aria-labelledby={id}>
        {vendors.map((b) => (
          <li key={b.accountTypeId}>
            <span>{b.displayName}</span>
            <span className={styles.amount}>{money(b.availBalance)}</span>
            {b.status !== 'OK' && <span className={styles.muted}>{t('wallet.maintenance')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
