import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferLimit } from '@/generated/api-types';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { LimitFields, useLimitAmount } from './safer-limit-fields';
import { SAFER_QUERY_KEY, saferStatusQuery } from '@/lib/safer/safer-status';
import styles from './money.module.css';

/**
 * Before a member's first deposit, where the merchant's policy asks (ukgc, mga): an offer to set a deposit limit
 * first. The gateway says when to ask (firstDepositPrompt); "not now" hides it for this visit only.
 */
export function SaferDepositPrompt({ locale }: { locale: string }) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const status = useQuery(saferStatusQuery(gateway));
  const [state, setState] = useState<'asking' | 'saved' | 'dismissed'>('asking');
  if (state === 'saved') return <p role="status">{t('prompt.saved')}</p>;
  if (state === 'dismissed' || !status.data?.firstDepositPrompt) return null;
  return (
    <div className={layout.card}>
      <DepositLimitOffer
        periods={status.data.policy.limits.deposit}
        locale={locale}
        intro={t('prompt.intro')}
        heading
        onSaved={() => setState('saved')}
        onDismiss={() => setState('dismissed')}
      />
    </div>
  );
}

interface OfferProps {
  periods: readonly SaferLimit['period'][];
  locale: string;
  intro: string;
  /** Shows the title as the form's heading (a dialog shows it as its own title). */
  heading?: boolean;
  onSaved: () => void;
  onDismiss: () => void;
}

/** The offer of a deposit limit ("Set a deposit limit?"): at the first deposit, and after registration. */
export function DepositLimitOffer({ periods, locale, intro, heading, onSaved, onDismiss }: OfferProps) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const entry = useLimitAmount(locale);
  const [period, setPeriod] = useState<SaferLimit['period'] | null>(null);
  const chosen = period ?? periods[0] ?? 'DAY';
  const save = useMutation({
    mutationFn: (minor: number) =>
      callApi(gateway, 'safer.setLimit', { body: { kind: 'deposit', period: chosen, amount: minor } }),
    onSuccess: onSaved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SAFER_QUERY_KEY] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = entry.minor();
    if (minor !== null) save.mutate(minor);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('prompt.title')}>
      {heading && <h3>{t('prompt.title')}</h3>}
      <p>{intro}</p>
      <LimitFields id={id} periods={periods} period={chosen} onPeriod={setPeriod} entry={entry} />
      <div className={styles.actions}>
        <button type="submit" disabled={save.isPending}>
          {t('prompt.set')}
        </button>
        <button type="button" onClick={onDismiss}>
          {t('prompt.notNow')}
        </button>
      </div>
      {save.isError && <p role="alert">{t(errorMessageKey(save.error), { ns: 'common' })}</p>}
    </form>
  );
}
