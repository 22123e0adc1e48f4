import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useDialogs } from '@/components/dialog/dialog-host';
import { errorCode, errorText } from '@/lib/gateway/error-text';
import type { MessageDescriptor } from '@/schema-ui/field-types';
import type { SmsCountdownMachine, SmsInvalidField } from './sms-countdown.machine';

export type SmsFlow = 'idle' | 'invalid' | 'sending' | 'counting' | 'failed';

export interface SmsSendState {
  flow: SmsFlow;
  /** Why the typed username or number was refused before any request (the field words it with its label). */
  invalid: MessageDescriptor | null;
  /** Which field `invalid` is about. */
  invalidField: SmsInvalidField;
  /** The button is disabled: a code is being sent or the countdown runs. */
  busy: boolean;
  /** The button's text: send, sending, the seconds left, or send a new code. */
  label: string;
  /** The polite status line: a code was sent, or a new one may be asked for ('' otherwise). */
  status: string;
}

export interface SmsSendOptions {
  /**
   * Refusals this send words in its own way (gateway code -> translation key). With them, every other code the client
   * knows is shown translated too, rather than as the gateway wrote it (forgot by phone: a username and number that do
   * not match, too many tries).
   */
  errorKeys?: Readonly<Record<string, string>>;
}

/**
 * What a send-code button shows for its countdown actor (SPEC §4, §9), and the warning dialog with the gateway's message
 * when a send is refused (SPEC §8). Login, registration, forgot-password and the withdraw form all use it.
 */
export function useSmsSend(actor: ActorRefFrom<SmsCountdownMachine>, { errorKeys }: SmsSendOptions = {}): SmsSendState {
  const { t } = useTranslation('sms');
  const dialogs = useDialogs();
  const flow = useSelector(actor, (s) => (s.value as { flow: SmsFlow }).flow);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const invalid = useSelector(actor, (s) => s.context.invalid);
  const invalidField = useSelector(actor, (s) => s.context.invalidField);
  const error = useSelector(actor, (s) => s.context.error);
  const sentOnce = useSelector(actor, (s) => s.context.expiredMinutes > 0);
  const shown = useRef<unknown>(null);

  useEffect(() => {
    if (flow !== 'failed' || !error || shown.current === error) return;
    shown.current = error;
    const own = errorKeys?.[errorCode(error) ?? ''];
    const text = own ? t(own) : errorText(t, error, { preferServer: !errorKeys });
    void dialogs
      .show({
        title: t('failedTitle'),
        icon: 'warning',
        children: <p>{text}</p>,
        closeLabel: t('common:common.close'),
        buttons: [{ label: t('common:common.confirm'), value: 'ok', primary: true }],
      })
      .then(() => actor.send({ type: 'sms.dismiss' }));
  }, [flow, error, dialogs, actor, t, errorKeys]);

  const label =
    flow === 'sending'
      ? t('sending')
      : flow === 'counting'
        ? t('countdown', { seconds: remaining })
        : sentOnce
          ? t('resend')
          : t('send');
  const status = flow === 'counting' ? t('sent') : flow === 'idle' && sentOnce ? t('again') : '';
  return { flow, invalid, invalidField, busy: flow === 'sending' || flow === 'counting', label, status };
}
