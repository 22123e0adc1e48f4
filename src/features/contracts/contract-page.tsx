import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { Pager } from '@/components/pager/pager';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import type { ContractValue, ContractsListQuery, ContractsRecordsQuery } from '@/generated/api-types';
import { CONSOLIDATED_QUERY_KEY, type ContractKind } from '@/lib/contracts/consolidated-query';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { balanceQuery } from '@/lib/wallet/balance-query';
import {
  CONTRACTS_QUERY_KEY,
  answerContract,
  contractErrorKey,
  contractRecordsQuery,
  contractsQuery,
} from './contract-calls';
import { OfferForm } from './offer-form';
import styles from './contracts.module.css';

type ContractStatus = NonNullable<ContractsListQuery['status']>;
type RecordStatus = NonNullable<ContractsRecordsQuery['status']>;
const CONTRACT_STATUSES: readonly ContractStatus[] = ['A', 'V', 'C', 'R'];
const SALARY_STATUSES: readonly RecordStatus[] = ['A', 'M', 'P', 'R'];
const DIVIDEND_STATUSES: readonly RecordStatus[] = ['A', 'P', 'R'];
/** The window each page opens on: as long as a few of its periods. */
const FIRST_WINDOW = { DIVIDEND: 'last30', DAILY: 'last7', HOURLY: 'today', REALTIME: 'today' } as const;
const DOWNLINE_PAGE = 10;

/**
 * One contract kind's page in the agent centre (dividendRecord, dailyWages, hourlySalary, realtimeSalary): the
 * agent's own contract from its upline (answer an offer here too), offers to its downlines and their contracts, and
 * the records the signed contracts settled, by period, status and page.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  return (
    <QueryProvider>
      <Contracts kind={kind} />
    </QueryProvider>
  );
}

function useAnswer() {
  const { gateway } = useServices();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ contract, status }: { contract: ContractValue; status: 'A' | 'R' | 'C' }) =>
      answerContract(gateway, contract, status),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: [CONSOLIDATED_QUERY_KEY] });
      void queries.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] });
    },
  });
}

function Contracts({ kind }: { kind: ContractKind }) {
  const { t, ready } = useTranslation(['contracts', 'money']);
  const id = useId();
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`kinds.${kind}`)}</h2>
      <MyContracts kind={kind} />
      <OfferForm kind={kind} />
      <DownlineContracts kind={kind} />
      <Records kind={kind} />
    </section>
  );
}

function useFormats() {
  const { i18n } = useTranslation();
  const { gateway } = useServices();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const currency = useQuery(balanceQuery(gateway)).data;
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  return {
    time: (ms: number) => time.format(ms),
    money: (major: number) => (currency ? formatAmount(major, currency, locale) : '…'),
  };
}

function MyContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { gateway } = useServices();
  const id = useId();
  const { time } = useFormats();
  const mine = useQuery(contractsQuery(gateway, { kind, role: 'self', page: 1, size: 20 }));
  const answer = useAnswer();
  return (
    <div className={layout.card} aria-labelledby={`${id}-title`} role="region">
      <h3 id={`${id}-title`}>{t('page.mine')}</h3>
      {mine.isError && <p role="alert">{t(contractErrorKey(mine.error))}</p>}
      {mine.data?.list.length === 0 && <p>{t('page.mineEmpty', { kind: t(`kinds.${kind}`) })}</p>}
      <ul className={styles.list}>
        {mine.data?.list.map((c) => (
          <li key={c.contractId} className={styles.item}>
            <span>
              {t('page.upline')}: {c.upline}
            </span>
            <span className={styles.amount}>{t('rate', { rate: c.rate })}</span>
            <span className={styles.muted}>
              {c.frequency ? t(`frequency.${c.frequency}`) : t(`periods.${c.period}`)}
            </span>
            <span className={styles.status}>{t(`status.${c.status}`)}</span>
            <span className={styles.muted}>{time(c.updatedAt)}</span>
            {c.status === 'V' && (
              <span className={styles.actions}>
                <button
                  type="button"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ contract: c, status: 'A' })}
                >
                  {t('page.accept')}
                </button>
                <button
                  type="button"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ contract: c, status: 'R' })}
                >
                  {t('page.reject')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {answer.isError && <p role="alert">{t(contractErrorKey(answer.error))}</p>}
      {answer.isSuccess && <p role="status">{t('page.done', { status: t(`status.${answer.data.status}`) })}</p>}
    </div>
  );
}

function DownlineContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { gateway } = useServices();
  const dialogs = useDialogs();
  const id = useId();
  const { time } = useFormats();
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [page, setPage] = useState(1);
  const given = useQuery({
    ...contractsQuery(gateway, {
      kind,
      role: 'downline',
      page,
      size: DOWNLINE_PAGE,
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const answer = useAnswer();
  const terminate = async (c: ContractValue) => {
    const choice = await dialogs.show({
      title: t('page.terminate'),
      icon: 'warning',
      children: <p>{t('page.terminateConfirm', { kind: t(`kinds.${kind}`), name: c.downline, rate: c.rate })}</p>,
      buttons: [
        { label: t('page.terminate'), value: 'confirm', primary: true },
        { label: t('popup.close'), value: 'cancel' },
      ],
    });
    if (choice === 'confirm') answer.mutate({ contract: c, status: 'C' });
  };
  return (
    <div className={layout.card} role="region" aria-labelledby={`${id}-title`} aria-busy={given.isFetching}>
      <h3 id={`${id}-title`}>{t('page.downlines')}</h3>
      <label className={styles.field}>
        {t('page.statusFilter')}
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContractStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('page.allStatuses')}</option>
          {CONTRACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {given.isError && <p role="alert">{t(contractErrorKey(given.error))}</p>}
      {given.data?.list.length === 0 && <p>{t('page.downlinesEmpty')}</p>}
      <ul className={styles.list} aria-label={t('page.downlines')}>
        {given.data?.list.map((c) => (
          <li key={c.contractId} className={styles.item} data-contract={c.contractId}>
            <span>
              {t('page.downline')}: {c.downline}
            </span>
            <span className={styles.amount}>{t('rate', { rate: c.rate })}</span>
            <span className={styles.status}>{t(`status.${c.status}`)}</span>
            <span className={styles.muted}>{time(c.updatedAt)}</span>
            {c.status === 'A' && (
              <button type="button" disabled={answer.isPending} onClick={() => void terminate(c)}>
                {t('page.terminate')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {answer.isError && <p role="alert">{t(contractErrorKey(answer.error))}</p>}
      {given.data && (
        <Pager page={page} totalPages={given.data.totalPages} onPage={setPage} label={t('page.downlines')} />
      )}
    </div>
  );
}

function Records({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['contracts', 'money']);
  const { gateway } = useServices();
  const { time, money } = useFormats();
  const filters = useRecordFilters({ preset: FIRST_WINDOW[kind] });
  const [status, setStatus] = useState<RecordStatus | ''>('');
  const records = useQuery({
    ...contractRecordsQuery(gateway, {
      kind,
      startDate: filters.range.window.start,
      endDate: filters.range.window.end,
      page: filters.page,
      size: filters.size,
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const statuses = kind === 'DIVIDEND' ? DIVIDEND_STATUSES : SALARY_STATUSES;
  const statusKey = kind === 'DIVIDEND' ? 'dividendStatus' : 'recordStatus';
  const baseLabel = t(kind === 'DIVIDEND' ? 'page.netLoss' : 'page.teamBets');
  const data = records.data;
  return (
    <RecordPage title={t('page.records')} level={3}>
      <RecordFilters filters={filters}>
        <RecordChoice
          label={t('page.recordStatus')}
          options={[
            { value: '', label: t(`${statusKey}.all`) },
            ...statuses.map((s) => ({ value: s, label: t(`${statusKey}.${s}`) })),
          ]}
          value={status}
          onChange={(s) => filters.refilter(() => setStatus(s))}
        />
        <button type="button" onClick={() => void records.refetch()}>
          {t('page.refresh')}
        </button>
      </RecordFilters>
      <RecordResults
        busy={records.isFetching}
        error={records.isError ? t(contractErrorKey(records.error)) : null}
        totals={
          data && [
            { label: t('page.count'), value: data.totalCount },
            { label: baseLabel, value: money(data.footer.base) },
            { label: t('page.paid'), value: money(data.footer.amount) },
          ]
        }
        rows={data?.list}
        label={t('page.records')}
        getKey={(r) => r.id}
        renderRow={(r) => (
          <>
            <span>{time(r.periodEnd)}</span>
            <span className={styles.amount}>{money(r.amount)}</span>
            <span className={styles.muted}>
              {t('page.recordRow', { rate: r.rate, base: money(r.base) })} ·{' '}
              {t('page.activeMembers', { count: r.activeMember })}
            </span>
            <span className={styles.status}>{t(`${statusKey}.${r.status}`)}</span>
          </>
        )}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
