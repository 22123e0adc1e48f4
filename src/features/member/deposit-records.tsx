import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRecordsQuery, DepositRecordsValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { useServices } from '@/lib/services';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { depositErrorKey } from './deposit-errors';
import type { Money } from '@/lib/money/amount';
import { depositMethodsQuery, depositRecordsQuery } from './deposit-queries';
import styles from './money.module.css';

/** Deposit states (GATEWAY-CALLS-SEEN §6). */
const STATES = ['', '5', '4', '2', '6', '3', '7'] as const;
const OPEN = new Set([4, 5]);
const PAGE_SIZE = 8;

type Row = DepositRecordsValue['list'][number];

/** Deposit records with their states and the "hasten" reminder. */
export function DepositRecords({ money, locale }: { money: Money; locale: string }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const filters = useRecordFilters({ size: PAGE_SIZE });
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const [method, setMethod] = useState('');
  // The filter offers the gateway's own methods; while they load (or if they fail) it offers "all" only.
  const methods = useQuery(depositMethodsQuery(gateway)).data ?? [];
  const query: DepositRecordsQuery = {
    startDate: filters.range.window.start,
    endDate: filters.range.window.end,
    depositState: state,
    ...(method ? { depositType: method } : {}),
    page: filters.page,
    size: filters.size,
  };
  const records = useQuery({ ...depositRecordsQuery(gateway, query), placeholderData: keepPreviousData });
  const remind = useMutation({
    mutationFn: (depositId: string) => callApi(gateway, 'deposit.remind', { body: { depositId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY, 'deposits'] }),
  });
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const data = records.data;
  const failure = records.error ?? remind.error;
  const refused = failure ? depositErrorKey(failure) : null;
  const canHasten = (r: Row) => {
    const now = Date.now();
    return (
      OPEN.has(r.state) &&
      r.accelerationStatus === 'NA' &&
      now >= r.accelerateAvailabilityStart &&
      now <= r.accelerateAvailabilityEnd
    );
  };

  return (
    <RecordPage title={t('deposit.recordsTitle')} level={3}>
      <RecordFilters filters={filters} sizes={false}>
        <RecordChoice
          label={t('deposit.state')}
          options={STATES.map((s) => ({ value: s, label: t(`deposit.states.${s || 'all'}`) }))}
          value={state}
          onChange={(s) => filters.refilter(() => setState(s))}
        />
        <RecordChoice
          label={t('deposit.method')}
          options={[
            { value: '', label: t('deposit.allMethods') },
            // In the member's words, like the rows and the deposit form (the gateway's name where none is known).
            ...methods.map((m) => ({
              value: m.code,
              label: t(`deposit.methods.${m.code}`, { defaultValue: m.displayName }),
            })),
          ]}
          value={method}
          onChange={(m) => filters.refilter(() => setMethod(m))}
        />
      </RecordFilters>
      <RecordResults
        busy={records.isFetching}
        error={refused ? t(refused.key, { ns: refused.ns }) : null}
        totals={
          data && [
            { label: t('records.count'), value: data.totalCount },
            { label: t('deposit.credited'), value: money(data.footer.amount) },
            { label: t('deposit.fees'), value: money(data.footer.customerBankCharge) },
          ]
        }
        rows={data?.list}
        label={t('deposit.recordsTitle')}
        getKey={(r) => r.depositId}
        renderRow={(r) => (
          <>
            <span>
              {t(`deposit.methods.${r.depositMethod}`, { defaultValue: r.depositMethod })} ·{' '}
              <strong>{t(`deposit.states.${r.state}`)}</strong>
            </span>
            <span className={styles.amount}>{money(r.state === 2 ? r.amount : r.requestedAmount)}</span>
            <span className={styles.muted}>
              {time.format(r.depositDate)} · {r.depositId}
              {r.depositSlip === 'Y' && ` · ${t('deposit.slipOnFile')}`}
            </span>
            <span className={styles.muted}>
              {r.accelerationStatus === 'AC' && t('deposit.reminded')}
              {canHasten(r) && (
                <button
                  type="button"
                  onClick={() => remind.mutate(r.depositId)}
                  disabled={remind.isPending}
                  aria-label={t('deposit.hastenOne', { id: r.depositId })}
                >
                  {t('deposit.hasten')}
                </button>
              )}
            </span>
          </>
        )}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
