import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberWelcomeBonusValue } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { SchemaForm } from '@/schema-ui/form-renderer';
import { messengerField, type MessengerChannel } from './auth-fields';
import { authRegistry } from './auth-registry';
import styles from './auth.module.css';

export interface WelcomeBonusClaim {
  channel: MessengerChannel;
  number: string;
}

export interface WelcomeBonusFormProps {
  /** The number to claim the bonus with: the caller sends it (member.welcomeBonus). */
  onDone: (claim: WelcomeBonusClaim) => void | Promise<void>;
  /** Not now, or closing the confirmation. */
  onSkip: () => void;
  /** A translated error from the caller's request, shown above the form; values are kept. */
  error?: string;
  /** What the gateway credited: the form gives way to the confirmation. */
  credited?: MemberWelcomeBonusValue | null;
}

/** The credited amount in full ("₱131,000.00"), in the page language and the gateway's currency. */
export function formatCredit(credited: MemberWelcomeBonusValue, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: credited.currency }).format(credited.amount);
}

/** The welcome popup after registration (SPEC §2): a bonus of up to the configured amount for a Zalo or WhatsApp number. */
export function WelcomeBonusForm({ onDone, onSkip, error, credited }: WelcomeBonusFormProps) {
  const { t, i18n } = useTranslation();
  const { registrationRules } = useSiteSettings();
  const { welcomeBonus } = useSite().merchant.registration;
  const channels = welcomeBonus.channels.length ? welcomeBonus.channels : (['WHATSAPP'] as const);
  const [channel, setChannel] = useState<MessengerChannel>(channels[0]!);
  const [busy, setBusy] = useState(false);
  const fields = useMemo(() => {
    const field = messengerField(channel, registrationRules);
    return [
      {
        ...field,
        def: {
          ...field.def,
          labelKey: 'auth:welcome.number',
          labelValues: { channel: t(`auth:welcome.channel.${channel}`) },
        },
      },
    ];
  }, [channel, registrationRules, t]);

  const amount = new Intl.NumberFormat(bcp47(i18n.language as PlatformLanguage), {
    style: 'currency',
    currency: welcomeBonus.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(welcomeBonus.amount);
  const channelNames = channels.map((c) => t(`auth:welcome.channel.${c}`)).join(' / ');

  if (credited) {
    return (
      <div className={styles.panel}>
        <p className={styles.success} role="status">
          {t('auth:welcome.credited', { amount: formatCredit(credited, bcp47(i18n.language as PlatformLanguage)) })}
        </p>
        <button type="button" onClick={onSkip}>
          {t('auth:welcome.done')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.offer}>{t('auth:welcome.offer', { amount, channels: channelNames })}</p>
      {channels.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('auth:welcome.channelLegend')}</legend>
          {channels.map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="welcome-channel"
                value={c}
                checked={c === channel}
                onChange={() => setChannel(c)}
              />
              {t(`auth:welcome.channel.${c}`)}
            </label>
          ))}
        </fieldset>
      )}
      <SchemaForm
        aria-label={t('auth:welcome.title')}
        fields={fields}
        registry={authRegistry}
        submitLabel={t('auth:welcome.submit')}
        busy={busy}
        formError={error}
        onSubmit={async (values) => {
          setBusy(true);
          try {
            await onDone({ channel, number: String(values.number ?? '').trim() });
          } finally {
            setBusy(false);
          }
        }}
        footer={
          <button type="button" className={styles.secondary} onClick={onSkip}>
            {t('auth:welcome.later')}
          </button>
        }
      />
    </div>
  );
}
