import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useDialogs } from '@/components/dialog/dialog-host';
import {
  FieldFrame,
  NOT_APPLICABLE,
  describedBy,
  textInputProps,
  type FieldRenderer,
  type FieldRendererProps,
} from '@/schema-ui/field-registry';
import { errorText } from './error-text';
import type { SmsCountdownMachine } from './sms-countdown.machine';
import styles from './auth.module.css';

export interface SmsCodeSource {
  /** The countdown actor that sends the code (one per form, or the password-reset machine's child). */
  actor: ActorRefFrom<SmsCountdownMachine>;
  /** Form fields holding the number and its dialing code. */
  mobileField?: string;
  dialingField?: string;
  /** Dialing code when the form has no dialing-code field. */
  defaultDialingCode?: string;
}

export const SmsCodeContext = createContext<SmsCodeSource | null>(null);

type Flow = 'idle' | 'invalid' | 'sending' | 'counting' | 'failed';

/**
 * The SMS code input with its send button (SPEC §4): the button shows the countdown and stays disabled while it runs;
 * a polite live region says when a code was sent, when a new one may be asked for, or why the number was refused; a
 * refused send opens a warning dialog with the gateway's message.
 */
export function SmsCodeField(props: FieldRendererProps) {
  const source = useContext(SmsCodeContext);
  if (!source) throw new Error('SmsCodeField needs an <SmsCodeContext> with the countdown actor');
  const { actor, mobileField = 'mobileNum', dialingField = 'countryDialingCode', defaultDialingCode = '' } = source;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const flow = useSelector(actor, (s) => (s.value as { flow: Flow }).flow);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const invalid = useSelector(actor, (s) => s.context.invalid);
  const error = useSelector(actor, (s) => s.context.error);
  const sentOnce = useSelector(actor, (s) => s.context.expiredMinutes > 0);
  const shown = useRef<unknown>(null);
  const statusId = `${props.id}-status`;

  useEffect(() => {
    if (flow !== 'failed' || !error || shown.current === error) return;
    shown.current = error;
    void dialogs
      .show({
        title: t('auth:sms.failedTitle'),
        icon: 'warning',
        children: <p>{errorText(t, error, { preferServer: true })}</p>,
        closeLabel: t('common:common.close'),
        buttons: [{ label: t('common:common.confirm'), value: 'ok', primary: true }],
      })
      .then(() => actor.send({ type: 'sms.dismiss' }));
  }, [flow, error, dialogs, actor, t]);

  const busy = flow === 'sending' || flow === 'counting';
  const label =
    flow === 'sending'
      ? t('auth:sms.sending')
      : flow === 'counting'
        ? t('auth:sms.countdown', { seconds: remaining })
        : sentOnce
          ? t('auth:sms.resend')
          : t('auth:sms.send');
  const status =
    flow === 'invalid' && invalid
      ? `${t('auth:field.mobileNum')}: ${t(invalid.key, invalid.values ?? {})}`
      : flow === 'counting'
        ? t('auth:sms.sent')
        : flow === 'idle' && sentOnce
          ? t('auth:sms.again')
          : '';

  const send = () => {
    const text = (name: string) => (typeof props.values[name] === 'string' ? (props.values[name] as string) : '');
    actor.send({
      type: 'sms.send',
      mobileNum: text(mobileField),
      countryDialingCode: text(dialingField) || defaultDialingCode,
    });
  };

  const describedByIds = [describedBy(props), statusId].filter(Boolean).join(' ');
  return (
    <FieldFrame
      {...props}
      after={
        <p id={statusId} className={styles.status} aria-live="polite">
          {status}
        </p>
      }
    >
      <input {...textInputProps(props)} aria-describedby={describedByIds} />
      <button type="button" className={styles.sendButton} disabled={busy} aria-describedby={statusId} onClick={send}>
        {label}
      </button>
    </FieldFrame>
  );
}

export const smsCodeRenderer: FieldRenderer = {
  name: 'smsCode',
  rank: (field) => (field.def.widget === 'smsCode' ? 10 : NOT_APPLICABLE),
  Component: SmsCodeField,
};
