import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberUplineTransferBody, MemberUplineTransferValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount, parseAmount, toMajor, toMinor, type AmountProblem, type Money } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { mainWallet } from '@/lib/wallet/main-wallet';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { RecentBookings } from './recent-bookings';
import { VendorWalletsReturn } from './return-all';
import { walletBalancesQuery } from './wallet-queries';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

/** Account record type of a transfer to upline (GATEWAY-CALLS-SEEN §5). */
const UPLINE_TX_TYPE = '6233';
const REMARK_MAX = 140;

/** Transfer to upline (transferUpline): main wallet to the upline with the payment password, and the history. */
export function TransferUplinePage() {
  return (
    <QueryProvider>
      <TransferUpline />
    </QueryProvider>
  );
}

function TransferUpline() {
  const { t, i18n, ready } = useTranslation('money');
  const { gateway } = useServices();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const balances = useQuery(walletBalancesQuery(gateway));
  const wallets = balances.data;
  const money = (major: number) => (wallets ? formatAmount(major, wallets, locale) : '…');
  const main = mainWallet(wallets)?.availBalance;

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby="upline-title">
      <h2 id="upline-title">{t('upline.title')}</h2>
      {balances.isError && <p role="alert">{t(errorMessageKey(balances.error), { ns: 'common' })}</p>}
      <VendorWalletsReturn wallets={wallets} money={money} />
      <UplineForm available={main} money={money} locale={locale} />
      <RecentBookings
        txTypeIds={UPLINE_TX_TYPE}
        title={t('upline.historyTitle')}
        empty={t('upline.noHistory')}
        describe={(r) => r.remark || t(`records.txTypes.${UPLINE_TX_TYPE}`)}
        money={money}
        locale={locale}
      />
    </section>
  );
}

interface UplineValues {
  amount: string;
  password: string;
  remark: string;
}
type UplineProblem = AmountProblem | 'tooMuch' | 'passwordRequired' | 'remarkTooLong';

function UplineForm({ available, money, locale }: { available: number | undefined; money: Money; locale: string }) {
  const { t } = useTranslation('money');
  const { gateway, session } = useServices();
  const { member } = useSessionSnapshot(session);
  const id = useId();
  const action = useMoneyAction<MemberUplineTransferBody, MemberUplineTransferValue>(
    'member.uplineTransfer',
    (body, key) => callApi(gateway, 'member.uplineTransfer', { body, idempotencyKey: key }),
  );
  const formik = useFormik<UplineValues>({
    initialValues: { amount: '', password: '', remark: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof UplineValues, UplineProblem>> = {};
      const parsed = parseAmount(values.amount, locale);
      if ('problem' in parsed) errors.amount = parsed.problem;
      else if (available !== undefined && parsed.minor > toMinor(available)) errors.amount = 'tooMuch';
      if (!values.password) errors.password = 'passwordRequired';
      if (values.remark.length > REMARK_MAX) errors.remark = 'remarkTooLong';
      return errors;
    },
    onSubmit: (values) => {
      const parsed = parseAmount(values.amount, locale);
      if (!('minor' in parsed)) return;
      action.submit({
        transferAmount: toMajor(parsed.minor),
        password: values.password,
        // The platform's client sends the username when the member leaves the remark empty.
        remark: values.remark.trim() || member?.account || '',
      });
    },
  });
  // The balance may arrive after the member has already pressed Transfer: the amount is checked against it then.
  const { submitCount, validateForm } = formik;
  useEffect(() => {
    if (submitCount > 0 && available !== undefined) void validateForm();
  }, [available, submitCount, validateForm]);
  const problem = (field: keyof UplineValues) =>
    formik.touched[field] || formik.submitCount > 0 ? (formik.errors[field] as UplineProblem | undefined) : undefined;
  const field = (name: keyof UplineValues) => {
    const p = problem(name);
    return {
      ...formik.getFieldProps(name),
      'aria-invalid': !!p,
      'aria-describedby': p ? `${id}-${name}-problem` : undefined,
    };
  };
  const message = (name: keyof UplineValues) => {
    const p = problem(name);
    return (
      p && (
        <span id={`${id}-${name}-problem`} className={styles.problem}>
          {t(`problems.${p}`, { amount: money(available ?? 0), max: REMARK_MAX })}
        </span>
      )
    );
  };

  return (
    <form className={layout.card} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('upline.formTitle')}</h3>
      <p className={styles.hint}>
        {t('wallet.available', { amount: available === undefined ? '…' : money(available) })}
      </p>
      <div className={formRow.row}>
        <label className={formRow.field}>
          {t('wallet.amount')}
          <input {...field('amount')} inputMode="decimal" autoComplete="off" />
          {message('amount')}
        </label>
        <label className={formRow.field}>
          {t('member:account.paymentPassword')}
          <input {...field('password')} type="password" inputMode="numeric" autoComplete="off" />
          {message('password')}
        </label>
        <label className={formRow.field}>
          {t('upline.remark')}
          <input {...field('remark')} maxLength={REMARK_MAX + 10} placeholder={member?.account} />
          {message('remark')}
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {action.isPending ? t('wallet.submitting') : t('upline.submit')}
        </button>
        <p role="status" className={styles.hint}>
          {action.isSuccess && t('upline.done', { amount: money(action.data.amount), upline: action.data.upline })}
          {action.isError && t(errorMessageKey(action.error), { ns: 'common' })}
        </p>
      </div>
    </form>
  );
}
