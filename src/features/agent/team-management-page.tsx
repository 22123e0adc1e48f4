import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMembersQuery, TeamMembersValue } from '@/generated/api-types';
import { RecordChoice, RecordField, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordResults } from '@/components/record-page/record-results';
import { useSiteSettings } from '@/lib/config/site-settings';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { agentErrorKey } from './agent-errors';
import { RedEnvelopeForm, TransferForm } from './team-transfer-forms';
import { useTeamMoney } from './team-money';
import { teamMembersQuery } from './team-queries';
import styles from './team.module.css';

type Member = TeamMembersValue['list'][number];
type Scope = NonNullable<TeamMembersQuery['subordinateType']>;
const SCOPES: readonly Scope[] = ['ALL', 'DIRECT_AGENT', 'DIRECT_PLAYER'];
const STATUSES = [0, 1, 2, 5, 6, 7, 10, 11] as const;
const RATE_TYPES = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
const PAGE_SIZE = 20;

/** Team management (downlineManagmentView): the tree by level, search, drill down, transfers and red envelopes. */
export function TeamManagementPage() {
  return (
    <QueryProvider>
      <TeamManagement />
    </QueryProvider>
  );
}

function TeamManagement() {
  const { t, ready } = useTranslation('agent');
  const { gateway } = useServices();
  const { flags } = useSiteSettings();
  const { money, locale } = useTeamMoney();
  const id = useId();
  const [scope, setScope] = useState<Scope>('ALL');
  const [parentName, setParentName] = useState('');
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [status, setStatus] = useState<'' | (typeof STATUSES)[number]>('');
  const filters = useRecordFilters({ size: PAGE_SIZE });
  const [target, setTarget] = useState<Member | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const envelopes = flags['AGENTRANSMULTDOWN3'] === true;
  const query: TeamMembersQuery = {
    subordinateType: scope,
    page: filters.page,
    size: filters.size,
    ...(parentName ? { parentName } : {}),
    ...(name ? { name } : {}),
    ...(status === '' ? {} : { status }),
  };
  const members = useQuery({ ...teamMembersQuery(gateway, query), placeholderData: keepPreviousData });
  const data = members.data;
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);

  const search = () => filters.refilter(() => setName(typed.trim()));
  const toggle = (user: string) =>
    setPicked((old) => {
      const next = new Set(old);
      if (next.has(user)) next.delete(user);
      else next.add(user);
      return next;
    });

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('team.title')}</h2>
      <RecordFilters filters={filters} dates={false} sizes={false} onSearch={search}>
        <RecordChoice
          label={t('team.scope')}
          options={SCOPES.map((s) => ({ value: s, label: t(`team.scopes.${s}`) }))}
          value={scope}
          onChange={(s) => filters.refilter(() => setScope(s))}
        />
        <RecordChoice
          label={t('team.status')}
          options={[
            { value: '', label: t('team.anyStatus') },
            ...STATUSES.map((s) => ({ value: s, label: t(`team.statuses.${s}`) })),
          ]}
          value={status}
          onChange={(s) => filters.refilter(() => setStatus(s))}
        />
        <RecordField label={t('team.search')}>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={40} />
        </RecordField>
        <button type="submit">{t('team.find')}</button>
        {name && (
          <button type="button" onClick={() => filters.refilter(() => (setName(''), setTyped('')))}>
            {t('team.clearSearch')}
          </button>
        )}
      </RecordFilters>

      {data && !name && (
        <nav aria-label={t('team.pathLabel')}>
          <ol className={styles.path}>
            {data.path.map((p, i) => (
              <li key={p}>
                {i === data.path.length - 1 ? (
                  <span aria-current="page">{p}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => filters.refilter(() => setParentName(i === 0 ? '' : p))}
                  >
                    {p}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}

      {target && <TransferForm downline={target} money={money} onClose={() => setTarget(null)} />}
      {envelopes && picked.size > 0 && (
        <RedEnvelopeForm names={[...picked]} money={money} onDone={() => setPicked(new Set())} />
      )}

      <RecordResults
        busy={members.isFetching}
        error={members.isError ? t(agentErrorKey(members.error)) : null}
        totals={data && [{ label: t('team.found'), value: String(data.totalCount) }]}
        rows={data?.list}
        label={t('team.listLabel')}
        getKey={(m) => m.customerName}
        rowHeight={150}
        renderRow={(m) => (
          <div className={styles.row}>
            <span>
              {m.isAgent ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => filters.refilter(() => (setName(''), setTyped(''), setParentName(m.customerName)))}
                  aria-label={t('team.open', { name: m.customerName })}
                >
                  {m.customerName}
                </button>
              ) : (
                <strong>{m.customerName}</strong>
              )}{' '}
              · {m.nickname} · {t(m.isAgent ? 'team.agent' : 'team.player')} · {t('team.level', { level: m.level })}
            </span>
            <span className={styles.muted}>
              {t(`team.statuses.${m.status}`)} · {t('team.balance')}: {money(m.balance)} · {t('team.lastLogin')}:{' '}
              {m.lastLoginTime === null ? t('team.never') : when.format(m.lastLoginTime)}
            </span>
            <span className={styles.muted}>
              {t('team.rates')}:{' '}
              {RATE_TYPES.filter((r) => m.rates[r] !== undefined)
                .map((r) => `${t(`team.rateTypes.${r}`)} ${m.rates[r]}%`)
                .join(' · ') || t('team.noRates')}
            </span>
            <span className={styles.actions}>
              <button type="button" onClick={() => setTarget(m)}>
                {t('transfer.open', { name: m.customerName })}
              </button>
              {envelopes && (
                <label>
                  <input type="checkbox" checked={picked.has(m.customerName)} onChange={() => toggle(m.customerName)} />{' '}
                  {t('envelope.pick', { name: m.customerName })}
                </label>
              )}
            </span>
          </div>
        )}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </section>
  );
}
