import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RecordList } from '@/components/record-page/record-list';
import type { PointsConvertBody, PointsConvertValue, PointsRewardsValue } from '@/generated/api-types';
import { formatMoney } from '@/lib/format-money';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { mallState } from '@/lib/rewards/mall-state';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { RedeemDialog } from './redeem-dialog';
import { rewardErrorText } from './reward-errors';
import {
  conversionTypesQuery,
  pointBalanceQuery,
  pointConfigQuery,
  pointDetailsQuery,
  pointRewardsQuery,
  redeemHistoryQuery,
} from './reward-queries';
import { Tabs } from './tabs';
import styles from './rewards.module.css';
import type { Money } from '@/lib/money/amount';
import table from '@/components/data-table/data-table.module.css';

const DAY = 86_400_000;
const TABS = ['rewards', 'history', 'details', 'rules', 'convert'] as const;

/** /pointMall: points balance, rewards by category, redeem, history, points details, rules and conversion. */
export function PointMallPage() {
  return (
    <QueryProvider>
      <PointMall />
    </QueryProvider>
  );
}

function PointMall() {
  const { t, i18n, ready } = useTranslation('rewards');
  const { gateway } = useServices();
  const id = useId();
  const state = useSyncExternalStore(mallState.subscribe, mallState.get);
  const balance = useQuery(pointBalanceQuery(gateway));
  const locale = bcp47(i18n.language as PlatformLanguage);
  const money: Money = (major) => formatMoney(major, locale);
  if (!ready) return <p aria-busy="true">…</p>;
  const tab = (TABS as readonly string[]).includes(state.tab) ? state.tab : 'rewards';
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('mall.title')}</h1>
      <div className={layout.card}>
        <dl className={layout.facts}>
          <dt>{t('mall.balance')}</dt>
          <dd data-testid="mall-points">{balance.data ?? '…'}</dd>
        </dl>
        <p className={styles.muted}>{t('mall.neverExpire')}</p>
        <Link to="/member/rewardCenter">{t('mall.toRewardCentre')}</Link>
      </div>
      <Tabs
        id={id}
        label={t('mall.sections')}
        items={TABS.map((key) => ({ key, label: t(`mall.tabs.${key}`) }))}
        value={tab}
        onChange={(key) => mallState.set({ tab: key })}
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'rewards' && <RewardGrid points={balance.data} money={money} />}
        {tab === 'history' && <RedeemHistory money={money} locale={locale} />}
        {tab === 'details' && <PointDetails locale={locale} />}
        {tab === 'rules' && <Rules />}
        {tab === 'convert' && <Convert points={balance.data} money={money} />}
      </div>
    </section>
  );
}

function RewardGrid({ points, money }: { points: number | undefined; money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const id = useId();
  const { category } = useSyncExternalStore(mallState.subscribe, mallState.get);
  const types = useQuery(conversionTypesQuery(gateway)).data ?? [];
  const rewards = useQuery(pointRewardsQuery(gateway, { page: 1, size: 1000, type: category }));
  const [open, setOpen] = useState<PointsRewardsValue['list'][number] | null>(null);
  return (
    <>
      <Tabs<number | ''>
        id={id}
        label={t('mall.categories')}
        items={[
          { key: '', label: t('mall.all') },
          ...types.map((x) => ({ key: x.typeId, label: t(`mall.types.${x.typeId}`, { defaultValue: x.name }) })),
        ]}
        value={category}
        onChange={(key) => mallState.set({ category: key })}
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${category}`}>
        {rewards.isError && <p role="alert">{rewardErrorText(rewards.error, t, money)}</p>}
        <ul className={styles.grid}>
          {rewards.data?.list.map((r) => (
            <li key={r.id} className={styles.item}>
              <img src={r.imageLink} alt="" width={240} height={160} loading="lazy" />
              <h2 className={styles.itemTitle}>{r.name}</h2>
              <p className={styles.muted}>{r.description}</p>
              <p>
                <strong>{t('pointsN', { count: r.pointAmount })}</strong>
                {r.displayPointMoneyAmt && (
                  <span className={styles.muted}>
                    {' · '}
                    {t('mall.pointsAndMoney', { points: r.mpPointAmount, amount: money(r.mpMoneyAmount) })}
                  </span>
                )}
              </p>
              <p className={styles.muted}>
                {r.inventory > 0 ? t('mall.inventory', { count: r.inventory }) : t('mall.soldOut')}
              </p>
              <button
                type="button"
                onClick={() => setOpen(r)}
                disabled={r.inventory === 0}
                aria-label={t('mall.redeemNamed', { name: r.name })}
              >
                {t('mall.redeem')}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open && <RedeemDialog reward={open} points={points} onClose={() => setOpen(null)} money={money} />}
    </>
  );
}

function RedeemHistory({ money, locale }: { money: Money; locale: string }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const id = useId();
  const [status, setStatus] = useState<'' | 'P' | 'R' | 'A'>('');
  const [to] = useState(() => Math.ceil(Date.now() / DAY) * DAY);
  const list = useQuery(
    redeemHistoryQuery(gateway, { startDate: to - 90 * DAY, endDate: to, page: 1, size: 100, status }),
  ).data;
  return (
    <div className={layout.card}>
      <Tabs<'' | 'P' | 'R' | 'A'>
        id={id}
        label={t('mall.statusFilter')}
        items={(['', 'P', 'R', 'A'] as const).map((key) => ({ key, label: t(`mall.status.${key || 'all'}`) }))}
        value={status}
        onChange={setStatus}
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${status}`}>
        {list?.list.length === 0 && <p>{t('mall.noHistory')}</p>}
        {list && (
          <RecordList
            rows={list.list}
            getKey={(r) => r.redemptionId}
            label={t('mall.tabs.history')}
            rowHeight={64}
            renderRow={(r) => (
              <div className={styles.row}>
                <div>
                  <strong>{r.title}</strong> × {r.quantity}
                  <div className={styles.muted}>{new Date(r.dateRequested).toLocaleString(locale)}</div>
                </div>
                <div>
                  {t('pointsN', { count: r.requiredPoint })}
                  {r.requiredMoney > 0 && ` + ${money(r.requiredMoney)}`}
                </div>
                <span>{t(`mall.status.${r.status}`)}</span>
              </div>
            )}
          />
        )}
      </div>
    </div>
  );
}

/** The platform's points details: the last 30 days of the points account, 12 rows a page, redemptions left out
 * (excludeTxTypeIds 9203: they are in the redeem history). */
function PointDetails({ locale }: { locale: string }) {
  const { t } = useTranslation('rewards');
  const { gateway, session } = useServices();
  const account = useSessionSnapshot(session).member?.account ?? '';
  const [to] = useState(() => Math.ceil(Date.now() / DAY) * DAY);
  const [page, setPage] = useState(1);
  const details = useQuery({
    ...pointDetailsQuery(gateway, {
      subordinateName: account,
      startTime: to - 30 * DAY,
      endTime: to,
      accountTypeId: 9,
      excludeTxTypeIds: '9203',
      page,
      size: 12,
    }),
    placeholderData: keepPreviousData,
  }).data;
  const pages = details?.totalPages ?? 0;
  return (
    <div className={layout.card}>
      {details && <p>{t('mall.detailsSummary', { count: details.totalCount })}</p>}
      {details && (
        <RecordList
          rows={details.list}
          getKey={(r) => r.orderNo}
          label={t('mall.tabs.details')}
          rowHeight={56}
          renderRow={(r) => (
            <div className={styles.row}>
              <div>
                <strong>{t(`mall.tx.${r.txTypeId}`, { defaultValue: String(r.txTypeId) })}</strong>
                <div className={styles.muted}>{new Date(r.txTimeInTimestamp).toLocaleString(locale)}</div>
              </div>
              <div>{r.amount > 0 ? `+${r.amount}` : r.amount}</div>
              <div className={styles.muted}>{t('mall.after', { points: r.currentAvailBalance })}</div>
            </div>
          )}
        />
      )}
      {pages > 1 && (
        <nav aria-label={t('mall.detailsPages')} className={styles.pager}>
          <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {t('mall.previousPage')}
          </button>
          <span>{t('mall.pageOf', { page, total: pages })}</span>
          <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages}>
            {t('mall.nextPage')}
          </button>
        </nav>
      )}
    </div>
  );
}

function Rules() {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const cfg = useQuery(pointConfigQuery(gateway)).data;
  if (!cfg) return <p aria-busy="true">…</p>;
  const rows = [
    ['liveBet', cfg.liveBet],
    ['lottoBet', cfg.lottoBet],
    ['pvpBet', cfg.pvpBet],
    ['rngBet', cfg.rngBet],
    ['sportBet', cfg.sportBet],
    ['deposit', cfg.deposit],
  ] as const;
  return (
    <div className={layout.card}>
      <table className={table.table}>
        <caption>{t('mall.rulesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mall.rulesSource')}</th>
            <th scope="col">{t('mall.rulesPoints')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{t(`mall.rules.${k}`)}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('mall.exchange', { points: cfg.pointExchangeRate })}</p>
      <p className={styles.muted}>{t('mall.neverExpire')}</p>
    </div>
  );
}

function Convert({ points, money }: { points: number | undefined; money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const id = useId();
  const rate = useQuery(pointConfigQuery(gateway)).data?.pointExchangeRate;
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const action = useMoneyAction<PointsConvertBody, PointsConvertValue>('points.convert', (body, key) =>
    callApi(gateway, 'points.convert', { body, idempotencyKey: key }),
  );
  const n = Number(amount);
  const amountProblem =
    !/^\d+$/.test(amount) || n < 1 ? 'amount' : points !== undefined && n > points ? 'points' : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (amountProblem || !password) return;
    action.submit({ amount: n, password });
  };
  return (
    <form className={layout.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('mall.convertTitle')}</h2>
      {rate && <p className={styles.muted}>{t('mall.exchange', { points: rate })}</p>}
      <div className={styles.form}>
        <label className={styles.field}>
          {t('mall.convertAmount')}
          <input
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={submitted && !!amountProblem}
            aria-describedby={submitted && amountProblem ? `${id}-amount` : `${id}-worth`}
          />
          {submitted && amountProblem ? (
            <span id={`${id}-amount`} className={styles.problem}>
              {t(`mall.problems.${amountProblem === 'points' ? 'points' : 'convertAmount'}`, { points: n })}
            </span>
          ) : (
            <span id={`${id}-worth`} className={styles.muted}>
              {rate && !amountProblem ? t('mall.worth', { amount: money(n / rate) }) : ''}
            </span>
          )}
        </label>
        <label className={styles.field}>
          {t('mall.fundPassword')}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={submitted && !password}
          />
          {submitted && !password && <span className={styles.problem}>{t('mall.problems.password')}</span>}
        </label>
      </div>
      <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
        {t('mall.convert')}
      </button>
      <p role="status">
        {action.isSuccess && t('mall.converted', { points: action.data.points, amount: money(action.data.money) })}
        {action.isError && rewardErrorText(action.error, t, money)}
      </p>
    </form>
  );
}
