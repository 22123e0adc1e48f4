import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useDeferredValue, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type {
  WithdrawAccountsValue,
  WithdrawSettingsValue,
  WithdrawSubmitBody,
  WithdrawSubmitValue,
  WithdrawTurnoverValue,
} from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount, parseAmount, toMajor, toMinor, type AmountProblem } from '@/lib/money/amount';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { mainWallet } from '@/lib/wallet/main-wallet';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { BoundAccounts } from './bound-accounts';
import { useBoundMobileSmsCountdown } from './bound-mobile-sms';
import { MoneyField, problemProps } from './money-field';
import { VendorWalletsReturn } from './return-all';
import { walletBalancesQuery } from './wallet-queries';
import {
  chargesQuery,
  turnoverQuery,
  withdrawAccountsQuery,
  withdrawErrorKey,
  withdrawSettingsQuery,
} from './withdraw-queries';
import { WithdrawRecords } from './withdraw-records';
import { smsCodeNeeded, WithdrawSmsField } from './withdraw-sms-field';
import styles from './money.module.css';

import type { Money } from '@/lib/money/amount';
import formRow from '@/components/form-row/form-row.module.css';
const MIN_PASSWORD = 6;
/** Refusals of the SMS code: shown on its field; the corrected retry keeps the withdrawal's idempotency key. */
const CODE_REFUSALS = ['verification_code_invalid', 'verification_code_expired'];

/** Withdraw (MC withdrawV2): turnover check, limits, bound accounts, fee preview, the withdrawal and its records. */
export function WithdrawPage() {
  return (
    <QueryProvider>
      <Withdraw />
    </QueryProvider>
  );
}

function Withdraw() {
  // The SMS code's words (`sms`) come with the page's, so the form never shows a key.
  const { t, i18n, ready } = useTranslation(['money', 'sms']);
  const { gateway } = useServices();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const turnover = useQuery(turnoverQuery(gateway));
  const settings = useQuery(withdrawSettingsQuery(gateway));
  const accounts = useQuery(withdrawAccountsQuery(gateway));
  const balances = useQuery(walletBalancesQuery(gateway));
  const wallets = balances.data;
  const money: Money = (major) => (wallets ? formatAmount(major, wallets, locale) : '…');
  const main = mainWallet(wallets)?.availBalance;
  const failed = [turnover, settings, accounts, balances].find((q) => q.isError);

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">{t('withdraw.title')}</h2>
      {failed && <p role="alert">{t(withdrawErrorKey(failed.error))}</p>}
      {settings.data && accounts.data && (
        <Limits settings={settings.data} accounts={accounts.data} main={main} money={money} />
      )}
      <VendorWalletsReturn wallets={wallets} money={money} />
      {turnover.data?.status === 'N' && <TurnoverBlock turnover={turnover.data} money={money} />}
      {accounts.data && !accounts.data.hasPaymentPassword && (
        <p className={layout.card} role="note">
          {t('withdraw.noPaymentPassword')} <Link to="/member/securityCenter">{t('withdraw.securityCenter')}</Link>
        </p>
      )}
      {settings.data && accounts.data && <BoundAccounts accounts={accounts.data} settings={settings.data} />}
      {turnover.data?.status !== 'N' && settings.data && accounts.data && main !== undefined && (
        <WithdrawForm settings={settings.data} accounts={accounts.data} main={main} money={money} locale={locale} />
      )}
      <WithdrawRecords money={money} locale={locale} />
    </section>
  );
}

function Limits({
  settings,
  accounts,
  main,
  money,
}: {
  settings: WithdrawSettingsValue;
  accounts: WithdrawAccountsValue;
  main: number | undefined;
  money: Money;
}) {
  const { t } = useTranslation('money');
  return (
    <div className={layout.card}>
      <dl className={`${layout.facts} ${styles.stackedFacts}`}>
        <dt>{t('wallet.main')}</dt>
        <dd className={styles.amount}>{main === undefined ? '…' : money(main)}</dd>
        <dt>{t('withdraw.limits')}</dt>
        <dd>{t('withdraw.range', { min: money(settings.minimumAmount), max: money(settings.maximumAmount) })}</dd>
        <dt>{t('withdraw.remainingTimes')}</dt>
        <dd>
          {t('withdraw.timesOf', { left: accounts.remainingTransactionTimes, total: settings.dailyWithdrawMaxCount })}
        </dd>
        <dt>{t('withdraw.remainingAmount')}</dt>
        <dd className={styles.amount}>{money(accounts.remainingWithdrawAmount)}</dd>
      </dl>
    </div>
  );
}

function TurnoverBlock({ turnover, money }: { turnover: WithdrawTurnoverValue; money: Money }) {
  const { t } = useTranslation('money');
  return (
    <div className={layout.card} role="alert">
      <p>
        {t('withdraw.turnoverBlocked', {
          required: money(turnover.totalRequiredTurnover),
          actual: money(turnover.totalActualTurnover),
        })}
      </p>
      <dl className={`${layout.facts} ${styles.stackedFacts}`}>
        <dt>{t('withdraw.requiredTurnover')}</dt>
        <dd className={styles.amount}>{money(turnover.totalRequiredTurnover)}</dd>
        <dt>{t('withdraw.actualTurnover')}</dt>
        <dd className={styles.amount}>{money(turnover.totalActualTurnover)}</dd>
      </dl>
    </div>
  );
}

interface FormValues {
  bankCardId: string;
  amount: string;
  password: string;
  verificationCode: string;
}
type FormProblem =
  AmountProblem | 'min' | 'max' | 'tooMuch' | 'remaining' | 'noTimes' | 'account' | 'password' | 'codeRequired';
/** The kind of account paid out to, as the platform's page names it: a bank card, or an e-wallet and its group. */
function withdrawTarget(
  settings: WithdrawSettingsValue,
  eWallet: boolean,
): Pick<WithdrawSubmitBody, 'currentWithdrawType' | 'groupId'> {
  if (!eWallet) return { currentWithdrawType: 'BC' };
  const group = settings.methods.find((m) => m.methodGroupType === 'E')?.withdrawMethodGroup;
  return { currentWithdrawType: 'EW', ...(group ? { groupId: group } : {}) };
}
const EMPTY = { amount: '', password: '', verificationCode: '' };

function WithdrawForm({
  settings,
  accounts,
  main,
  money,
  locale,
}: {
  settings: WithdrawSettingsValue;
  accounts: WithdrawAccountsValue;
  main: number;
  money: Money;
  locale: string;
}) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const all = [...accounts.bankCards, ...accounts.eWallets];
  const isEWallet = (cardId: string) => accounts.eWallets.some((c) => c.bankCardId === cardId);
  const action = useMoneyAction<WithdrawSubmitBody, WithdrawSubmitValue>(
    'withdraw.submit',
    (body, key) => callApi(gateway, 'withdraw.submit', { body, idempotencyKey: key }),
    { keepKeyOn: CODE_REFUSALS },
  );
  const smsActor = useBoundMobileSmsCountdown('withdraw.sms');
  const codeNeeded = (amount: string) => {
    const parsed = parseAmount(amount, locale);
    return smsCodeNeeded(settings, 'minor' in parsed ? parsed.minor : undefined);
  };
  const formik = useFormik<FormValues>({
    initialValues: { bankCardId: all[0]?.bankCardId ?? '', ...EMPTY },
    validate: (values) => {
      const errors: Partial<Record<keyof FormValues, FormProblem>> = {};
      if (!all.some((c) => c.bankCardId === values.bankCardId)) errors.bankCardId = 'account';
      const parsed = parseAmount(values.amount, locale);
      if ('problem' in parsed) errors.amount = parsed.problem;
      else if (accounts.remainingTransactionTimes === 0) errors.amount = 'noTimes';
      else if (parsed.minor < toMinor(settings.minimumAmount)) errors.amount = 'min';
      else if (parsed.minor > toMinor(settings.maximumAmount)) errors.amount = 'max';
      else if (parsed.minor > toMinor(main)) errors.amount = 'tooMuch';
      else if (parsed.minor > toMinor(accounts.remainingWithdrawAmount)) errors.amount = 'remaining';
      if (values.password.length < MIN_PASSWORD) errors.password = 'password';
      if (codeNeeded(values.amount) && !values.verificationCode.trim()) errors.verificationCode = 'codeRequired';
      return errors;
    },
    onSubmit: (values) => {
      const parsed = parseAmount(values.amount, locale);
      if (!('minor' in parsed)) return;
      const code = codeNeeded(values.amount) ? { verificationCode: values.verificationCode.trim() } : {};
      action.submit({
        amount: toMajor(parsed.minor),
        bankCardId: values.bankCardId,
        ...withdrawTarget(settings, isEWallet(values.bankCardId)),
        password: values.password,
        ...code,
      });
    },
  });
  // A booked withdrawal leaves nothing to re-send by mistake: the amount, the payment password and the code are cleared.
  const { resetForm } = formik;
  useEffect(() => {
    if (action.data) resetForm({ values: { bankCardId: formik.values.bankCardId, ...EMPTY } });
    // Only a new answer resets; the chosen account stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action.data, resetForm]);
  const problem = (field: keyof FormValues) =>
    formik.touched[field] || formik.submitCount > 0 ? (formik.errors[field] as FormProblem | undefined) : undefined;
  const amountProblem = problem('amount');
  const passwordProblem = problem('password');
  const accountProblem = problem('bankCardId');
  // A refused code stays marked until the member changes it; nothing else they typed is touched.
  const codeRefusal =
    action.isError && action.error instanceof GatewayError && CODE_REFUSALS.includes(action.error.code);
  const refusedCode = codeRefusal && action.variables?.body.verificationCode === formik.values.verificationCode.trim();
  const codeProblem = refusedCode
    ? t(withdrawErrorKey(action.error))
    : problem('verificationCode') && t('sms:withdraw.problems.required');
  const showCode = codeNeeded(formik.values.amount);
  const typed = parseAmount(useDeferredValue(formik.values.amount), locale);
  const previewable = 'minor' in typed && typed.minor >= toMinor(settings.minimumAmount) && all.length > 0;
  const fee = useQuery({
    ...chargesQuery(gateway, {
      withdrawAmount: 'minor' in typed ? toMajor(typed.minor) : 0,
      withdrawType: isEWallet(formik.values.bankCardId) ? 'EW' : 'BC',
    }),
    enabled: previewable,
  });
  const limits = {
    min: money(settings.minimumAmount),
    max: money(settings.maximumAmount),
    amount: money(main),
    remaining: money(accounts.remainingWithdrawAmount),
  };

  if (all.length === 0) return <p className={layout.card}>{t('withdraw.bindFirst')}</p>;
  return (
    <form className={layout.card} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdraw.formTitle')}</h3>
      <div className={formRow.row}>
        <MoneyField
          label={t('withdraw.toAccount')}
          problemId={`${id}-account-problem`}
          problem={accountProblem && t(`withdraw.problems.${accountProblem}`)}
        >
          <select {...formik.getFieldProps('bankCardId')} {...problemProps(`${id}-account-problem`, accountProblem)}>
            {all.map((c) => (
              <option key={c.bankCardId} value={c.bankCardId}>
                {c.bankName} {c.cardNumber}
              </option>
            ))}
          </select>
        </MoneyField>
        <MoneyField
          label={t('wallet.amount')}
          problemId={`${id}-amount-problem`}
          problem={
            amountProblem &&
            (amountProblem in PROBLEM_IN_WALLET
              ? t(`problems.${amountProblem}`, limits)
              : t(`withdraw.problems.${amountProblem}`, limits))
          }
        >
          <input
            {...formik.getFieldProps('amount')}
            inputMode="decimal"
            autoComplete="off"
            {...problemProps(`${id}-amount-problem`, amountProblem, `${id}-fee`)}
          />
        </MoneyField>
        <MoneyField
          label={t('withdraw.paymentPassword')}
          problemId={`${id}-password-problem`}
          problem={passwordProblem && t('withdraw.problems.password', { min: MIN_PASSWORD })}
        >
          <input
            {...formik.getFieldProps('password')}
            type="password"
            autoComplete="off"
            {...problemProps(`${id}-password-problem`, passwordProblem)}
          />
        </MoneyField>
        {showCode && (
          <WithdrawSmsField
            actor={smsActor}
            id={id}
            settings={settings}
            threshold={money(settings.mobileVerificationWithdrawAmount)}
            input={formik.getFieldProps('verificationCode')}
            problem={codeProblem || undefined}
          />
        )}
      </div>
      <p id={`${id}-fee`} className={styles.hint} aria-live="polite">
        {previewable && fee.data !== undefined && 'minor' in typed
          ? t('withdraw.feePreview', {
              fee: money(fee.data),
              receive: money(toMajor(typed.minor - toMinor(fee.data))),
            })
          : t('withdraw.feeHint', { percent: settings.eWalletFeePercent, min: money(settings.eWalletMinFee) })}
      </p>
      <div className={styles.actions}>
        <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {action.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </button>
        <p role="status" className={styles.hint}>
          {action.isSuccess && t('withdraw.done', { amount: money(action.data.amount), refId: action.data.refId })}
          {action.isError && !codeRefusal && t(withdrawErrorKey(action.error))}
        </p>
      </div>
    </form>
  );
}

/** Amount problems the wallet page already words (money dictionary `problems.*`). */
const PROBLEM_IN_WALLET: Record<string, true> = {
  required: true,
  format: true,
  decimals: true,
  positive: true,
  tooMuch: true,
};
