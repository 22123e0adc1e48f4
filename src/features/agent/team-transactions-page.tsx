import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTransactionsQuery } from '@/generated/api-types';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { agentErrorKey } from './agent-errors';
import { ReportFilters, useReportFilters } from './report-filters';
import { RecordChoice } from '@/components/record-page/record-filters';
import { useTeamMoney } from './team-money';
import { teamTransactionsQuery } from './team-queries';
import styles from './team.module.css';

type TransferType = NonNullable<TeamTransactionsQuery['transferType']>;
const TYPES: readonly TransferType[] = ['TO_DOWNLINE', 'TO_UPLINE', 'DEPOSIT', 'WITHDRAW'];

/** Transaction details (agentDownlineTransactionDetailsCopy): the downlines' movements by transfer type. */
export function TeamTransactionsPage() {
  return (
    <QueryProvider>
      <TeamTransactions />
    </QueryProvider>
  );
}

function TeamTransactions() {
  const { t, ready } = useTranslation('agent');
  const { gateway } = useServices();
  const { money, locale } = useTeamMoney();
  const filters = useReportFilters();
  const [type, setType] = useState<TransferType | ''>('');
  const query: TeamTransactionsQuery = {
    ...filters.paged,
    ...(type ? { transferType: type } : {}),
  };
  const rows = useQuery({ ...teamTransactionsQuery(gateway, query), placeholderData: keepPreviousData });
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const data = rows.data;
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('transactions.title')}>
      <ReportFilters filters={filters}>
        <RecordChoice
          label={t('transactions.type')}
          options={[
            { value: '', label: t('transactions.allTypes') },
            ...TYPES.map((x) => ({ value: x, label: t(`transactions.types.${x}`) })),
          ]}
          value={type}
          onChange={(x) => filters.refilter(() => setType(x))}
        />
      </ReportFilters>
      <RecordResults
        busy={rows.isFetching}
        error={rows.isError ? t(agentErrorKey(rows.error)) : null}
        totals={
          data && [
            { label: t('transactions.count'), value: String(data.totalCount) },
            { label: t('transactions.sum'), value: money(data.footer.amount) },
          ]
        }
        rows={data?.list}
        label={t('transactions.title')}
        getKey={(r) => `${r.orderNo}-${r.customerName}`}
        rowHeight={72}
        renderRow={(r) => (
          <div className={styles.row}>
            <span>
              <strong>{r.customerName}</strong> · {t(`transactions.types.${r.transferType}`)} · {money(r.amount)}
            </span>
            <span className={styles.muted}>
              {when.format(r.txTimeInTimestamp)} · {r.orderNo}
              {r.counterpart && ` · ${t('transactions.with', { name: r.counterpart })}`}
            </span>
          </div>
        )}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
