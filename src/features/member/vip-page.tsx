import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RankProgressValue,
  RankSalaryValue,
  RewardsClaimIssuedBody,
  RewardsClaimListValue,
  RewardsClaimValue,
} from '@/generated/api-types';
import { MissionList, MissionProgress } from '@/components/mission-progress/mission-progress';
import { RecordResults } from '@/components/record-page/record-results';
import { SanitizedHtml } from '@/components/sanitized-html';
import { VipBadge } from '@/components/vip-badge/vip-badge';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { claimListQuery } from '@/lib/rewards/issued-rewards';
import { useServices } from '@/lib/services';
import {
  rankClubBenefitsQuery,
  rankLevelsQuery,
  rankProgressQuery,
  rankRulesQuery,
  rankSalaryHistoryQuery,
  rankSalaryQuery,
} from './community-queries';
import { ClaimOutcome } from './claim-outcome';
import { useClaim } from './use-community';
import { useMemberFormat } from './use-member-format';
import styles from './community.module.css';
import { vipLevels } from './vip-levels';

type Condition = Exclude<keyof RankProgressValue['playerRankProgress']['condition'], 'maintenance'>;
const CONDITIONS: readonly Condition[] = [
  'totalDeposit',
  'monthlyDeposit',
  'totalDepositCount',
  'totalTurnover',
  'monthlyTurnover',
];
const PERIODS = [
  ['DAILY', 'dailyConfig'],
  ['WEEKLY', 'weeklyConfig'],
  ['MONTHLY', 'monthlyConfig'],
] as const;
const DAY_MS = 86_400_000;
/** Salary claims of the last 90 days, 10 per page (GATEWAY-CALLS-SEEN §11). */
const HISTORY_DAYS = 90;

/** VIP (member centre): the level, progress to the next one, keeping the level, nearby levels, rank salary. */
export function VipPage() {
  return (
    <QueryProvider>
      <Vip />
    </QueryProvider>
  );
}

function Vip() {
  const { t, ready } = useTranslation('community');
  const { gateway } = useServices();
  const id = useId();
  const { money } = useMemberFormat();
  const progress = useQuery(rankProgressQuery(gateway));
  const nearby = useQuery(rankLevelsQuery(gateway)).data;
  const club = useQuery(rankClubBenefitsQuery(gateway));
  // The levels wait for their names and benefits (unless those cannot be had), so nothing changes once shown.
  const levels = nearby && !club.isPending ? vipLevels(nearby, club.data) : undefined;
  const rules = useQuery(rankRulesQuery(gateway));
  const p = progress.data?.playerRankProgress;
  const c = progress.data?.currentProgress;
  const figure = (name: Condition, v: number) => (name === 'totalDepositCount' ? String(v) : money(v));
  const rule = rules.data?.[0]?.content[0];

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.page}>
      <h2 id={`${id}-title`}>{t('vip.title')}</h2>
      {progress.isError && <p role="alert">{t(errorMessageKey(progress.error), { ns: 'common' })}</p>}
      {!p && !progress.isError && <p role="status">{t('loading')}</p>}
      {p && c && (
        <div className={layout.card}>
          <p>
            {t('vip.yourLevel')} <VipBadge level={p.ranklevel} label={p.labelName} color={p.rankColor} />
          </p>
          {p.labelId === null ? (
            <p>{t('vip.topLevel')}</p>
          ) : (
            <>
              <h3>{t('vip.next', { level: p.ranklevel + 1 })}</h3>
              <p className={styles.muted}>
                {t(p.conditionType === 'OR' ? 'vip.anyOne' : 'vip.allOf')}{' '}
                {t('vip.conditionsMet', { done: c.completedConditions, total: c.totalExpectedConditions })}
              </p>
              <ConditionBars
                bars={CONDITIONS.filter((name) => p.condition[name]).map((name) => ({
                  key: name,
                  label: t(`vip.condition.${name}`),
                  ...p.condition[name]!,
                  format: (v: number) => figure(name, v),
                }))}
              />
            </>
          )}
          {p.demoteCondition && (
            <>
              <h3>{t('vip.keep', { level: p.labelName })}</h3>
              <p className={styles.muted}>
                {t('vip.anyOne')}{' '}
                {t('vip.conditionsMet', {
                  done: c.completedDemoteConditions,
                  total: c.totalExpectedDemoteConditions,
                })}
              </p>
              <ConditionBars
                bars={(['demoteMaintenance', 'demoteMonthlyDeposit'] as const).map((name) => ({
                  key: name,
                  label: t(`vip.demote.${name}`),
                  ...p.demoteCondition![name],
                  format: money,
                }))}
              />
            </>
          )}
        </div>
      )}
      {levels && (
        <div className={layout.card}>
          <h3>{t('vip.levels')}</h3>
          <ul className={styles.grid}>
            {levels.map((l) => (
              <li key={l.labelId} data-current={l.current || undefined}>
                <VipBadge level={l.rankLevel} label={l.labelName} color={l.rankColor} />
                {l.current && <span className={styles.status}> {t('vip.current')}</span>}
                <ul>
                  {l.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Salary />
      <SalaryHistory />
      {rule && (
        <details className={`${layout.card} ${styles.rules}`}>
          <summary>{t('rules')}</summary>
          <SanitizedHtml html={rule.content} />
        </details>
      )}
    </section>
  );
}

interface Bar {
  key: string;
  label: string;
  actual: number;
  expected: number;
  format: (v: number) => string;
}

/** Conditions as bars: the member's figure against what is asked. */
function ConditionBars({ bars }: { bars: readonly Bar[] }) {
  return (
    <MissionList>
      {bars.map((b) => (
        <li key={b.key} data-completed={b.actual >= b.expected || undefined}>
          <MissionProgress
            label={b.label}
            value={b.actual}
            max={b.expected}
            done={b.actual >= b.expected}
            figures={`${b.format(b.actual)} / ${b.format(b.expected)}`}
          />
        </li>
      ))}
    </MissionList>
  );
}

function Salary() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money, time } = useMemberFormat();
  const salary = useQuery(rankSalaryQuery(gateway));
  const s: RankSalaryValue | undefined = salary.data;
  const periods = s ? PERIODS.filter(([, k]) => s[k]) : [];
  return (
    <div className={layout.card}>
      <h3>{t('vip.salary')}</h3>
      {salary.isError && <p role="alert">{t(errorMessageKey(salary.error), { ns: 'common' })}</p>}
      {s && periods.length === 0 && <p>{t('vip.noSalary')}</p>}
      <ul className={styles.grid}>
        {periods.map(([period, key]) => {
          const cfg = s![key]!;
          const r = cfg.rewards[0]!;
          return (
            <li key={period}>
              <h4>{t(`vip.period.${period}`)}</h4>
              <p className={styles.muted}>{t('vip.unlocked', { time: time.format(cfg.unlockTime) })}</p>
              <p>{t('reward.bonus', { amount: money(r.bonusAmount) })}</p>
              <p className={styles.muted}>
                {t('vip.salaryBet', { actual: money(r.actualBetAmount), required: money(r.requiredBetAmount) })}
                {r.requiredDepositAmount > 0 && (
                  <>
                    <br />
                    {t('vip.salaryDeposit', {
                      actual: money(r.actualDepositAmount),
                      required: money(r.requiredDepositAmount),
                    })}
                  </>
                )}
              </p>
              <p className={styles.status}>{t(r.isQualified === 'Y' ? 'vip.qualified' : 'vip.notQualified')}</p>
            </li>
          );
        })}
      </ul>
      {periods.length > 0 && <SalaryToClaim />}
    </div>
  );
}

/**
 * A reached salary is issued to the member as a RANK_SALARY reward and claimed like any issued reward
 * (MCS2_getPromotionClaimList, MCS2_claimIssuedPromotion; GATEWAY-CALLS-SEEN §9).
 */
function SalaryToClaim() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const list = useQuery(claimListQuery(gateway, 'RANK_SALARY'));
  return (
    <>
      <h4>{t('vip.toClaim')}</h4>
      {list.isError && <p role="alert">{t(errorMessageKey(list.error), { ns: 'common' })}</p>}
      {list.data?.length === 0 && <p>{t('vip.nothingToClaim')}</p>}
      <ul className={styles.grid}>
        {list.data?.map((r) => (
          <SalaryReward key={r.rewardId} reward={r} />
        ))}
      </ul>
    </>
  );
}

function SalaryReward({ reward: r }: { reward: RewardsClaimListValue[number] }) {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money, time } = useMemberFormat();
  // The reward centre names a pending claim of this reward the same way: a reload on either page finishes it.
  const claim = useClaim<RewardsClaimIssuedBody, RewardsClaimValue>(`rewards.claim.${r.rewardId}`, (body, key) =>
    callApi(gateway, 'rewards.claimIssued', { body, idempotencyKey: key }),
  );
  return (
    <li>
      <p>{r.eventName}</p>
      <p>
        <strong>
          {[
            r.rewardAmount > 0 && money(r.rewardAmount),
            r.rewardPoint > 0 && t('reward.points', { count: r.rewardPoint }),
          ]
            .filter(Boolean)
            .join(' + ')}
        </strong>
      </p>
      {r.expiry !== null && <p className={styles.muted}>{t('vip.claimBy', { time: time.format(r.expiry) })}</p>}
      {r.claimedAt ? (
        <p className={styles.status}>{t('vip.claimed')}</p>
      ) : (
        <button
          type="button"
          disabled={claim.busy}
          onClick={() => claim.claim({ rewardId: r.rewardId, promotionType: r.promotionType })}
        >
          {t('vip.claim', { period: r.eventName })}
        </button>
      )}
      <ClaimOutcome busy={claim.busy} problem={claim.problem} award={claim.done && money(claim.done.amount)} />
    </li>
  );
}

function SalaryHistory() {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money, time } = useMemberFormat();
  const [page, setPage] = useState(1);
  // The window is fixed when the page opens: the query key does not change with every render.
  const window = useMemo(() => {
    const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS + DAY_MS;
    return { claimDateFrom: end - HISTORY_DAYS * DAY_MS, claimDateTo: end };
  }, []);
  const history = useQuery({
    ...rankSalaryHistoryQuery(gateway, { ...window, page, size: 10 }),
    placeholderData: keepPreviousData,
  });
  const h = history.data;
  return (
    <>
      <h3>{t('vip.history')}</h3>
      <RecordResults
        busy={history.isFetching}
        error={history.isError ? t(errorMessageKey(history.error), { ns: 'common' }) : null}
        totals={h && [{ label: t('vip.historyTotal'), value: money(h.footer.totalBonus) }]}
        rows={h?.list}
        label={t('vip.history')}
        getKey={(r) => `${r.claimDate}-${r.promoName}`}
        rowHeight={56}
        renderRow={(r) => (
          <div className={styles.row}>
            <span>{r.promoName}</span>
            <strong>{money(r.bonusAmount)}</strong>
            <span className={styles.muted}>{time.format(r.claimDate)}</span>
            <span className={styles.muted}>{t('reward.points', { count: r.pointAmount })}</span>
          </div>
        )}
        page={page}
        totalPages={h?.totalPages}
        onPage={setPage}
      />
    </>
  );
}
