import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  FieldFrame,
  NOT_APPLICABLE,
  describedBy,
  textInputProps,
  type FieldRenderer,
  type FieldRendererProps,
} from '@/schema-ui/field-registry';
import type { SmsCountdownMachine } from '@/schema-ui/sms/sms-countdown.machine';
import { useSmsSend } from '@/schema-ui/sms/use-sms-send';
import styles from '@/schema-ui/sms/sms.module.css';

export interface SmsCodeSource {
  /** The countdown actor that sends the code (one per form, or the password-reset machine's child). */
  actor: ActorRefFrom<SmsCountdownMachine>;
  /** Form fields holding the number and its dialing code. */
  mobileField?: string;
  dialingField?: string;
  /** The form field holding the username the number must be bound to (forgot by phone); none otherwise. */
  usernameField?: string;
  /** Refusals of the send this form words in its own way (useSmsSend's `errorKeys`). */
  errorKeys?: Readonly<Record<string, string>>;
  /** Dialing code when the form has no dialing-code field. */
  defaultDialingCode?: string;
}

export const SmsCodeContext = createContext<SmsCodeSource | null>(null);

/**
 * The SMS code input with its send button (SPEC §4): the button shows the countdown and stays disabled while it runs;
 * a polite live region says when a code was sent, when a new one may be asked for, or why the number was refused; a
 * refused send opens a warning dialog with the gateway's message.
 */
export function SmsCodeField(props: FieldRendererProps) {
  const source = useContext(SmsCodeContext);
  if (!source) throw new Error('SmsCodeField needs an <SmsCodeContext> with the countdown actor');
  const {
    actor,
    mobileField = 'mobileNum',
    dialingField = 'countryDialingCode',
    usernameField,
    defaultDialingCode = '',
    errorKeys,
  } = source;
  const { t } = useTranslation();
  const { flow, invalid, invalidField, busy, label, status: sendStatus } = useSmsSend(actor, { errorKeys });
  const statusId = `${props.id}-status`;
  const status =
    flow === 'invalid' && invalid
      ? `${t(`auth:field.${invalidField}`)}: ${t(invalid.key, invalid.values ?? {})}`
      : sendStatus;

  const send = () => {
    const text = (name: string) => (typeof props.values[name] === 'string' ? (props.values[name] as string) : '');
    actor.send({
      type: 'sms.send',
      mobileNum: text(mobileField),
      countryDialingCode: text(dialingField) || defaultDialingCode,
      ...(usernameField ? { username: text(usernameField) } : {}),
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
