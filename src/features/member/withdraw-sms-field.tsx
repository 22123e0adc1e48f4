import { type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { WithdrawSettingsValue } from '@/generated/api-types';
import type { SmsCountdownMachine } from '@/schema-ui/sms/sms-countdown.machine';
import { useSmsSend } from '@/schema-ui/sms/use-sms-send';
import sms from '@/schema-ui/sms/sms.module.css';
import { MoneyField, problemProps } from './money-field';
import styles from './money.module.css';
import own from './withdraw-sms.module.css';

type SmsSettings = Pick<WithdrawSettingsValue, 'mobileVerificationType' | 'mobileVerificationWithdrawAmount'>;

/**
 * Whether a withdrawal of this amount (minor units) needs an SMS code (MC getWithdrawSett): EVERY_WITHDRAWAL always,
 * WITHDRAW_AMOUNT over the threshold. REQUIRED asks for a verified mobile, not a code per withdrawal.
 */
export function smsCodeNeeded(settings: SmsSettings, amountMinor: number | undefined): boolean {
  if (settings.mobileVerificationType === 'EVERY_WITHDRAWAL') return true;
  return (
    settings.mobileVerificationType === 'WITHDRAW_AMOUNT' &&
    amountMinor !== undefined &&
    amountMinor > Math.round(settings.mobileVerificationWithdrawAmount * 100)
  );
}

/** The SMS code asked for by a withdrawal, with the send button and its countdown (SPEC §4, §9). */
export function WithdrawSmsField({
  actor,
  id,
  settings,
  threshold,
  input,
  problem,
}: {
  actor: ActorRefFrom<SmsCountdownMachine>;
  id: string;
  settings: SmsSettings;
  /** mobileVerificationWithdrawAmount as the page shows money. */
  threshold: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  /** Already translated. */
  problem?: string | undefined;
}) {
  const { t } = useTranslation('sms');
  const { busy, label, status } = useSmsSend(actor);
  const problemId = `${id}-code-problem`;
  const hintId = `${id}-code-hint`;
  const statusId = `${id}-code-status`;
  return (
    <div className={own.row}>
      <MoneyField label={t('withdraw.label')} problemId={problemId} problem={problem}>
        <input
          {...input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          {...problemProps(problemId, problem, `${hintId} ${statusId}`)}
        />
      </MoneyField>
      <button
        type="button"
        className={sms.sendButton}
        disabled={busy}
        aria-describedby={statusId}
        onClick={() => actor.send({ type: 'sms.send', mobileNum: '', countryDialingCode: '' })}
      >
        {label}
      </button>
      <p id={hintId} className={styles.hint}>
        {settings.mobileVerificationType === 'EVERY_WITHDRAWAL'
          ? t('withdraw.everyWithdrawal')
          : t('withdraw.overAmount', { amount: threshold })}
      </p>
      <p id={statusId} className={sms.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
