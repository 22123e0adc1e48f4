import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@/lib/contracts/consolidated-query';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { CONTRACTS_QUERY_KEY, contractErrorKey, offerTargetsQuery } from './contract-calls';
import { checkOffer, type OfferProblem } from './offer-rules';
import styles from './contracts.module.css';

/**
 * An agent offers a contract of the page's kind to a direct sub-agent (SPEC §4). What was typed stays on a refusal;
 * a second click while the first offer is on its way sends nothing (and the gateway refuses a second waiting offer).
 */
export function OfferForm({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation('contracts');
  const { gateway } = useServices();
  const queries = useQueryClient();
  const id = useId();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const targets = useQuery(offerTargetsQuery(gateway, kind)).data;
  const [downline, setDownline] = useState('');
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<OfferProblem | null>(null);
  const offer = useMutation({
    mutationFn: (body: { downlineName: string; rate: number }) =>
      callApi(gateway, 'contracts.offer', { body: { kind, ...body } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] }),
  });

  if (!targets) return null;
  const max = targets.maxRate;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (offer.isPending) return;
    const checked = checkOffer({ downline, rate }, max, locale);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    offer.mutate({ downlineName: downline, rate: checked.rate });
  };
  const label = (name: string, current: number | null, pending: boolean) =>
    pending
      ? t('offer.waiting', { name })
      : current === null
        ? t('offer.none', { name })
        : t('offer.current', { name, rate: current });

  return (
    <form className={layout.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('offer.title')}</h3>
      {targets.list.length === 0 ? (
        <p>{t('offer.noTargets')}</p>
      ) : (
        <>
          <div className={styles.form}>
            <label className={styles.field}>
              {t('offer.downline')}
              <select
                value={downline}
                onChange={(e) => setDownline(e.target.value)}
                aria-invalid={problem === 'downline'}
              >
                <option value="">{t('offer.choose')}</option>
                {targets.list.map((d) => (
                  <option key={d.customerName} value={d.customerName}>
                    {label(d.customerName, d.rate, d.pending)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t('offer.rate')}
              <input
                inputMode="decimal"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
                aria-invalid={problem === 'rate' || problem === 'max'}
                aria-describedby={`${id}-hint`}
              />
            </label>
            <button type="submit" aria-busy={offer.isPending}>
              {t('offer.submit')}
            </button>
          </div>
          <p id={`${id}-hint`} className={styles.muted}>
            {t('offer.hint', { max })}
          </p>
          {problem && (
            <p role="alert" className={styles.problem}>
              {t(`offer.problems.${problem}`, { max })}
            </p>
          )}
          {offer.isError && (
            <p role="alert" className={styles.problem}>
              {t(contractErrorKey(offer.error))}
            </p>
          )}
          {offer.isSuccess && (
            <p role="status">{t('offer.sent', { name: offer.data.downline, rate: offer.data.rate })}</p>
          )}
        </>
      )}
    </form>
  );
}
