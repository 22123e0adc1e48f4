import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DepositBanksValue, DepositPromotionsValue, DepositSubmitBody } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount, parseAmount, toMajor, toMinor, type AmountProblem, type Money } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { DepositAnswer } from './deposit-answer';
import { depositErrorKey } from './deposit-errors';
import { submitCallOf, type DepositAnswered, type SubmitCall } from './deposit-calls';
import { SaferDepositPrompt } from './safer-deposit-prompt';
import { depositBanksQuery, depositPromotionsQuery, depositSettingsQuery } from './deposit-queries';
import { DepositRecords } from './deposit-records';
import { walletBalancesQuery } from './wallet-queries';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

type Method = NonNullable<DepositBanksValue[string]>;
type Channel = Method['channels'][number];

/** Deposit (depositv2): method -> channel -> amount and bank -> promotion -> submit, then what to do next, and records. */
export function DepositPage() {
  return (
    <QueryProvider>
      <Deposit />
    </QueryProvider>
  );
}

function Deposit() {
  const { t, i18n, ready } = useTranslation('money');
  const { gateway } = useServices();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const settings = useQuery(depositSettingsQuery(gateway));
  const banks = useQuery(depositBanksQuery(gateway));
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const money: Money = (major) => (currency ? formatAmount(major, currency, locale) : '…');
  const [answer, setAnswer] = useState<DepositAnswered | null>(null);

  // The records sit below the form: they wait for it, so the form never pushes them down as it arrives.
  if (!ready || settings.isPending || banks.isPending) return <p aria-busy="true">…</p>;
  const failure = settings.error ?? banks.error;
  const refused = failure && depositErrorKey(failure);
  // The merchant asks for a verified mobile number first: the form waits until the member has one.
  const mobileFirst = settings.data?.mobileVerificationType === 'REQUIRED' && !settings.data.mobileVerified;
  // ...or a verified ID picture, which the operator checks: the member is sent to customer service.
  const idPictureFirst = settings.data?.idPictureVerifiedRequired === 'Y';
  return (
    <section aria-labelledby="deposit-title">
      <h2 id="deposit-title">{t('deposit.title')}</h2>
      {refused && <p role="alert">{t(refused.key, { ns: refused.ns })}</p>}
      {settings.data && (
        <div className={layout.card}>
          <p className={styles.hint}>{settings.data.depositInfo}</p>
          {settings.data.inProgressCashInCount > 0 && (
            <p>{t('deposit.inProgress', { count: settings.data.inProgressCashInCount })}</p>
          )}
          {settings.data.allowDeposit !== 'Y' && <p role="alert">{settings.data.allowDepositMessage}</p>}
        </div>
      )}
      {mobileFirst && (
        <p className={layout.card} role="alert">
          {t('deposit.mobileFirst')} <Link to="/member/securityCenter">{t('deposit.toSecurity')}</Link>
        </p>
      )}
      {idPictureFirst && (
        <p className={layout.card} role="alert">
          {t('deposit.idPictureFirst')}
        </p>
      )}
      {settings.data?.allowDeposit === 'Y' && <SaferDepositPrompt locale={locale} />}
      {banks.data && settings.data?.allowDeposit === 'Y' && !mobileFirst && !idPictureFirst && (
        <DepositForm methods={banks.data} money={money} locale={locale} onAnswer={setAnswer} />
      )}
      {answer && <DepositAnswer key={answer.depositId} answer={answer} money={money} />}
      <DepositRecords money={money} locale={locale} />
    </section>
  );
}

interface FormValues {
  method: string;
  vendorId: string;
  bankCode: string;
  amount: string;
  promotionId: string;
}
type Problem = AmountProblem | 'belowMin' | 'aboveMax' | 'notFixed' | 'bankRequired';

function DepositForm({
  methods,
  money,
  locale,
  onAnswer,
}: {
  methods: DepositBanksValue;
  money: Money;
  locale: string;
  onAnswer: (answer: DepositAnswered) => void;
}) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const codes = Object.keys(methods);
  const action = useMoneyAction<{ call: SubmitCall; body: DepositSubmitBody }, DepositAnswered>(
    'deposit.submit',
    ({ call, body }, key) => callApi(gateway, call, { body, idempotencyKey: key }),
  );
  const firstChannel = (code: string) => methods[code]?.channels[0];

  const formik = useFormik<FormValues>({
    initialValues: {
      method: codes[0] ?? '',
      vendorId: firstChannel(codes[0] ?? '')?.vendorId ?? '',
      bankCode: firstChannel(codes[0] ?? '')?.banks[0]?.bankCode ?? '',
      amount: '',
      promotionId: '',
    },
    validate: (values) => {
      const errors: Partial<Record<keyof FormValues, Problem>> = {};
      const channel = channelOf(values);
      const parsed = parseAmount(values.amount, locale);
      if ('problem' in parsed) errors.amount = parsed.problem;
      else if (channel) {
        if (channel.fixAmountFlag === 'Y' && !channel.fixedAmounts.some((a) => toMinor(a) === parsed.minor))
          errors.amount = 'notFixed';
        else if (parsed.minor < toMinor(channel.min)) errors.amount = 'belowMin';
        else if (parsed.minor > toMinor(channel.max)) errors.amount = 'aboveMax';
      }
      if (channel && channel.banks.length > 0 && !values.bankCode) errors.bankCode = 'bankRequired';
      return errors;
    },
    onSubmit: (values) => {
      const parsed = parseAmount(values.amount, locale);
      const method = methods[values.method];
      const channel = channelOf(values);
      if (!('minor' in parsed) || !method || !channel) return;
      const bank = channel.banks.find((b) => b.bankCode === values.bankCode);
      action.submit({
        call: submitCallOf(values.method, method),
        body: {
          amount: toMajor(parsed.minor),
          vendorId: channel.vendorId,
          ...(bank ? { bankCode: bank.bankCode, bankType: bank.bankType } : {}),
          ...(values.promotionId ? { promotionId: values.promotionId } : {}),
        },
      });
    },
  });
  const channelOf = (values: FormValues): Channel | undefined =>
    methods[values.method]?.channels.find((c) => c.vendorId === values.vendorId);
  const channel = channelOf(formik.values);
  const promotions = useQuery({
    ...depositPromotionsQuery(gateway, { method: formik.values.method, channel: formik.values.vendorId }),
    enabled: !!channel,
  });
  const chosen = promotions.data?.find((p) => p.promId === formik.values.promotionId);
  const tierText = (bonusType: Promotion['bonusType'], tier: Promotion['depositPromDetailsList'][number]) =>
    bonusType === 'PERCENTAGE'
      ? t('deposit.tierPercent', {
          min: money(tier.minDepositDetail),
          percent: tier.bonusAmtDetail,
          max: money(tier.maxBonusDetail),
        })
      : t('deposit.tierFixed', { min: money(tier.minDepositDetail), bonus: money(tier.bonusAmtDetail) });
  const answered = action.data;
  useEffect(() => {
    if (answered) onAnswer(answered);
  }, [answered, onAnswer]);

  const chooseMethod = (code: string) => {
    const c = firstChannel(code);
    void formik.setValues({
      ...formik.values,
      method: code,
      vendorId: c?.vendorId ?? '',
      bankCode: c?.banks[0]?.bankCode ?? '',
      promotionId: '',
    });
  };
  const chooseChannel = (vendorId: string) => {
    const c = methods[formik.values.method]?.channels.find((x) => x.vendorId === vendorId);
    void formik.setValues({ ...formik.values, vendorId, bankCode: c?.banks[0]?.bankCode ?? '', promotionId: '' });
  };
  const problem = (field: keyof FormValues) =>
    formik.touched[field] || formik.submitCount > 0 ? (formik.errors[field] as Problem | undefined) : undefined;
  const amountProblem = problem('amount');
  const bankProblem = problem('bankCode');
  const limits = channel ? { min: money(channel.min), max: money(channel.max) } : { min: '', max: '' };
  const failure = action.isError ? depositErrorKey(action.error) : null;

  return (
    <form className={layout.card} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('deposit.formTitle')}</h3>
      <fieldset className={styles.choices}>
        <legend>{t('deposit.method')}</legend>
        {codes.map((code) => (
          <label key={code} className={styles.choice}>
            <input
              type="radio"
              name="method"
              value={code}
              checked={formik.values.method === code}
              onChange={() => chooseMethod(code)}
            />
            {t(`deposit.methods.${code}`, { defaultValue: methods[code]!.displayName })}
          </label>
        ))}
      </fieldset>
      <div className={formRow.row}>
        <label className={formRow.field}>
          {t('deposit.channel')}
          <select value={formik.values.vendorId} onChange={(e) => chooseChannel(e.target.value)}>
            {methods[formik.values.method]?.channels.map((c) => (
              <option key={c.vendorId} value={c.vendorId}>
                {c.vendorName}
              </option>
            ))}
          </select>
        </label>
        {channel && channel.banks.length > 0 && (
          <label className={formRow.field}>
            {t('deposit.bank')}
            <select
              {...formik.getFieldProps('bankCode')}
              aria-invalid={!!bankProblem}
              aria-describedby={bankProblem ? `${id}-bank-problem` : undefined}
            >
              {channel.banks.map((b) => (
                <option key={b.bankCode} value={b.bankCode}>
                  {b.bankEngName}
                </option>
              ))}
            </select>
            {bankProblem && (
              <span id={`${id}-bank-problem`} className={styles.problem}>
                {t(`deposit.problems.${bankProblem}`)}
              </span>
            )}
          </label>
        )}
        <label className={formRow.field}>
          {t('wallet.amount')}
          <input
            {...formik.getFieldProps('amount')}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!!amountProblem}
            aria-describedby={`${id}-limits${amountProblem ? ` ${id}-amount-problem` : ''}`}
          />
          <span id={`${id}-limits`} className={styles.hint}>
            {channel &&
              (channel.customerCharge > 0
                ? t('deposit.limitsWithFee', { ...limits, fee: channel.customerCharge })
                : t('deposit.limits', limits))}
          </span>
          {amountProblem && (
            <span id={`${id}-amount-problem`} className={styles.problem}>
              {amountProblem in PROBLEM_KEYS
                ? t(`deposit.problems.${amountProblem}`, limits)
                : t(`problems.${amountProblem}`)}
            </span>
          )}
        </label>
      </div>
      {channel && channel.fixedAmounts.length > 0 && (
        <div className={styles.actions} role="group" aria-label={t('deposit.fixedAmounts')}>
          {channel.fixedAmounts.map((a) => (
            <button
              key={a}
              type="button"
              aria-pressed={parseAmountMinor(formik.values.amount, locale) === toMinor(a)}
              onClick={() => void formik.setFieldValue('amount', String(a))}
            >
              {money(a)}
            </button>
          ))}
        </div>
      )}
      {promotions.data && promotions.data.length > 0 && (
        <>
          <label className={formRow.field}>
            {t('deposit.promotion')}
            <select {...formik.getFieldProps('promotionId')} aria-describedby={chosen ? `${id}-tiers` : undefined}>
              <option value="">{t('deposit.noPromotion')}</option>
              {promotions.data.map((p) => (
                <option key={p.promId} value={p.promId} disabled={needsMobile(p)}>
                  {t(needsMobile(p) ? 'deposit.promotionNeedsMobile' : 'deposit.promotionOption', {
                    name: p.promName,
                    min: money(p.minDeposit),
                  })}
                </option>
              ))}
            </select>
          </label>
          {chosen && (
            <ul id={`${id}-tiers`} className={styles.hint} aria-label={t('deposit.tiersTitle')}>
              {chosen.depositPromDetailsList.map((tier) => (
                <li key={tier.minDepositDetail}>{tierText(chosen.bonusType, tier)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {action.isPending ? t('deposit.submitting') : t('deposit.submit')}
        </button>
        <p role="status" className={styles.hint}>
          {failure &&
            t(failure.key, {
              ns: failure.ns,
              ...limits,
              // A deposit limit's refusal names what may still be deposited and when the limit resets.
              ...(failure.limit
                ? {
                    remaining: money(failure.limit.remaining / 100),
                    time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      failure.limit.resetsAt,
                    ),
                  }
                : {}),
            })}
          {promotions.isError && t(errorMessageKey(promotions.error), { ns: 'common' })}
        </p>
      </div>
    </form>
  );
}

type Promotion = DepositPromotionsValue[number];

/** A promotion only members with a verified mobile number may join, for a member without one. */
const needsMobile = (p: Promotion) => p.contactNumberRequired === 'Y' && p.mobileVerified !== 'Y';

/** Problems of the deposit form itself (the amount's format problems are the shared ones). */
const PROBLEM_KEYS = { belowMin: 1, aboveMax: 1, notFixed: 1, bankRequired: 1 } as const;

function parseAmountMinor(input: string, locale: string): number | undefined {
  const parsed = parseAmount(input, locale);
  return 'minor' in parsed ? parsed.minor : undefined;
}
