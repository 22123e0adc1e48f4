import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  MissionClaimBody,
  MissionClaimValue,
  MissionMilestonesValue,
  MissionLeaderboardValue,
} from '@/generated/api-types';
import { LeaderboardTable } from '@/components/leaderboard/leaderboard-table';
import { MissionList, MissionProgress } from '@/components/mission-progress/mission-progress';
import { Pager } from '@/components/pager/pager';
import { SanitizedHtml } from '@/components/sanitized-html';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import {
  missionLeaderboardQuery,
  missionMilestonesQuery,
  missionRulesQuery,
  missionSummaryQuery,
} from './community-queries';
import { ClaimOutcome } from './claim-outcome';
import { useClaim } from './use-community';
import { useMemberFormat } from './use-member-format';
import styles from './community.module.css';
import type { Money } from '@/lib/money/amount';

type Status = 'O' | 'F';
type Milestone = MissionMilestonesValue['completed'][number];
type Target = Milestone['targets'][number];
type BoardRow = MissionLeaderboardValue['content'][number];
/** GATEWAY-CALLS-SEEN §11: 5 missions per page. */
const PAGE_SIZE = 5;

/** Member-centre missions (missionLeaderboard): weekly missions, their milestones, the leaderboard and claims. */
export function MissionLeaderboardPage() {
  return (
    <QueryProvider>
      <Missions />
    </QueryProvider>
  );
}

function Missions() {
  const { t, ready } = useTranslation('community');
  const { gateway } = useServices();
  const id = useId();
  const [status, setStatus] = useState<Status>('O');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const summary = useQuery({
    ...missionSummaryQuery(gateway, { status, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const claims = useClaim<MissionClaimBody, MissionClaimValue>('mission.claim', (body, key) =>
    callApi(gateway, 'mission.claim', { body, idempotencyKey: key }),
  );
  const { money } = useMemberFormat();
  const data = summary.data;
  const current = data?.list.find((m) => m.missionId === chosen) ?? data?.list[0];

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.page}>
      <h2 id={`${id}-title`}>{t('missions.title')}</h2>
      <div className={layout.card}>
        <p>{t('missions.claimable', { count: data?.claimableCount ?? 0 })}</p>
        <div className={styles.actions}>
          <button
            type="button"
            disabled={claims.busy || !data || data.claimableCount === 0}
            onClick={() => claims.claim({ claimLeaderboard: 'N' })}
          >
            {t('missions.claimAll')}
          </button>
        </div>
        <ClaimOutcome busy={claims.busy} problem={claims.problem} award={claims.done && money(claims.done.award)} />
      </div>
      <div role="group" aria-label={t('missions.status')} className={styles.actions}>
        {(['O', 'F'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
              setChosen(null);
            }}
          >
            {t(`missions.statuses.${s}`)}
          </button>
        ))}
      </div>
      {summary.isError && !data && <p role="alert">{t(errorMessageKey(summary.error), { ns: 'common' })}</p>}
      {!data && !summary.isError && <p role="status">{t('loading')}</p>}
      {data && data.list.length === 0 && <p>{t('missions.none')}</p>}
      {data && data.list.length > 0 && (
        <ul className={styles.choices} aria-label={t('missions.list')}>
          {data.list.map((m) => (
            <li key={m.missionId}>
              <button
                type="button"
                aria-pressed={m.missionId === current?.missionId}
                onClick={() => setChosen(m.missionId)}
              >
                <strong>{m.title}</strong>
                <span>{t('missions.reached', { done: m.totalCompleted, total: m.totalMilestones })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('missions.pages')} />}
      {current && (
        <MissionDetail
          key={current.missionId}
          missionId={current.missionId}
          ranked={current.ranked === 'Y'}
          claim={claims.claim}
          busy={claims.busy}
        />
      )}
    </section>
  );
}

function MissionDetail({
  missionId,
  ranked,
  claim,
  busy,
}: {
  missionId: string;
  ranked: boolean;
  claim: (body: MissionClaimBody) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money, time } = useMemberFormat();
  const milestones = useQuery(missionMilestonesQuery(gateway, missionId));
  const rules = useQuery(missionRulesQuery(gateway, missionId));
  const m = milestones.data;
  const all = m ? [...m.completed, ...m.incomplete].sort((a, b) => a.sequence - b.sequence) : [];
  const figure = (target: Target, v: number) =>
    target.condition === 'BET_COUNT'
      ? String(v)
      : target.condition === 'PROFIT_MULTIPLIER'
        ? `×${v.toFixed(2)}`
        : money(v);
  const rule = rules.data?.[0]?.content[0];

  return (
    <article className={layout.card} aria-labelledby={`${missionId}-title`}>
      <h3 id={`${missionId}-title`}>{m?.title ?? '…'}</h3>
      {milestones.isError && <p role="alert">{t(errorMessageKey(milestones.error), { ns: 'common' })}</p>}
      {m && (
        <>
          <p className={styles.muted}>
            {t('missions.period', { from: time.format(m.startTime), to: time.format(m.endTime - 1) })}
          </p>
          <MissionList>
            {all.map((s) => (
              <li key={s.milestoneId} data-completed={s.rewardStatus === 'A' || undefined}>
                <h4 className={styles.milestone}>
                  {t('missions.milestone', { n: s.sequence })}
                  <span>{rewardText(t, money, s.reward)}</span>
                </h4>
                {s.targets.length > 1 && (
                  <p className={styles.muted}>
                    {s.targets.some((x) => x.required === 'N') ? t('missions.anyOne') : t('missions.allOf')}
                  </p>
                )}
                {s.targets.map((target) => (
                  <MissionProgress
                    key={target.condition}
                    label={t(`missions.condition.${target.condition}`)}
                    value={target.actual}
                    max={target.target}
                    done={target.actual >= target.target}
                    figures={`${figure(target, target.actual)} / ${figure(target, target.target)}`}
                  />
                ))}
                <div className={styles.actions}>
                  {s.rewardStatus === 'I' ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => claim({ milestoneId: s.milestoneId, claimLeaderboard: 'N' })}
                    >
                      {t('missions.claimMilestone', { n: s.sequence })}
                    </button>
                  ) : (
                    <span className={styles.status}>{t(`missions.rewardStatus.${s.rewardStatus}`)}</span>
                  )}
                </div>
              </li>
            ))}
          </MissionList>
        </>
      )}
      {ranked && <Leaderboard missionId={missionId} claim={claim} busy={busy} />}
      {rule && (
        <details className={styles.rules}>
          <summary>{t('rules')}</summary>
          <SanitizedHtml html={rule.content} />
        </details>
      )}
    </article>
  );
}

function Leaderboard({
  missionId,
  claim,
  busy,
}: {
  missionId: string;
  claim: (body: MissionClaimBody) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('community');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  const board = useQuery(missionLeaderboardQuery(gateway, missionId));
  const b = board.data;
  if (board.isError) return <p role="alert">{t(errorMessageKey(board.error), { ns: 'common' })}</p>;
  if (!b) return <p role="status">{t('loading')}</p>;
  const f = b.footer;
  const mine: BoardRow = {
    rank: f.rank ?? 0,
    customerName: t('missions.you', { name: f.customerName }),
    iconId: f.iconId,
    reachedValue: f.reachedValue,
    reward: f.reward.bonusAmount,
  };
  return (
    <div className={styles.board}>
      <LeaderboardTable
        label={t('missions.leaderboard')}
        columns={[
          { header: t('missions.rank'), cell: (r: BoardRow) => (r.rank > 0 ? r.rank : '—'), numeric: true },
          { header: t('missions.player'), cell: (r: BoardRow) => r.customerName },
          { header: t('missions.condition.VALID_BET'), cell: (r: BoardRow) => money(r.reachedValue), numeric: true },
          { header: t('missions.prize'), cell: (r: BoardRow) => money(r.reward), numeric: true },
        ]}
        rows={b.content}
        getKey={(r) => r.rank}
        pinned={mine}
        pinnedLabel={t('missions.yourRow')}
      />
      <div className={styles.actions}>
        {f.reward.rewardStatus === 'I' ? (
          <button type="button" disabled={busy} onClick={() => claim({ missionId, claimLeaderboard: 'Y' })}>
            {t('missions.claimPrize')}
          </button>
        ) : (
          <span className={styles.status}>
            {f.ranked === 'Y' ? t(`missions.prizeStatus.${f.reward.rewardStatus}`) : t('missions.notRanked')}
          </span>
        )}
      </div>
    </div>
  );
}

/** "5.00 bonus · 10 points · Lucky spin". */
export function rewardText(
  t: (key: string, options?: Record<string, unknown>) => string,
  money: Money,
  reward: { bonusAmount: number; pointAmount: number; ticketName?: string | null },
): string {
  return [
    reward.bonusAmount > 0 && t('reward.bonus', { amount: money(reward.bonusAmount) }),
    reward.pointAmount > 0 && t('reward.points', { count: reward.pointAmount }),
    reward.ticketName,
  ]
    .filter(Boolean)
    .join(' · ');
}
