import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryLeaderboardQuery, LotteryMission } from '@/generated/api-types';
import { LeaderboardTable } from '@/components/leaderboard/leaderboard-table';
import { MissionList, MissionProgress } from '@/components/mission-progress/mission-progress';
import { formatMoney } from '@/lib/format-money';
import { formatCountdown, secondsUntil } from '@/lib/games/lottery';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { LoadFailed } from './list-states';
import { lotteryLeaderboardQuery, lotteryMissionsQuery } from './lottery-queries';
import { useNow } from './use-now';
import styles from './games.module.css';

type Period = NonNullable<LotteryLeaderboardQuery['period']>;
const PERIOD_TEXT: Record<Period, string> = {
  DAILY: 'games:leaderboard.today',
  WEEKLY: 'games:leaderboard.thisWeek',
};

const MISSION_TEXT: Record<LotteryMission['kind'], string> = {
  PLAY_ANY: 'games:missions.playAny',
  PLAY_GAME: 'games:missions.playGame',
  PLAY_DIFFERENT: 'games:missions.playDifferent',
};

function usePageLocale(): string {
  const { i18n } = useTranslation();
  return isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
}

/** SPEC §7 mission summary: today's lottery missions, the member's progress and rewards, as the gateway counts them. */
export function LotteryMissions() {
  const { t } = useTranslation();
  const { gateway } = useServices();
  const locale = usePageLocale();
  const now = useNow();
  const summary = useQuery(lotteryMissionsQuery(gateway));
  const data = summary.data;
  return (
    <section className={styles.section} aria-labelledby="lottery-missions">
      <h2 id="lottery-missions">{t('games:missions.title')}</h2>
      {summary.isError && !data ? (
        <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <p role="status">{t('games:list.loading')}</p>
      ) : (
        <>
          <p>
            {t('games:missions.done', { completed: data.completed, total: data.total })}{' '}
            {t('games:missions.resetsIn', { time: formatCountdown(secondsUntil(data.resetsAt, now)) })}
          </p>
          <MissionList>
            {data.missions.map((m) => (
              <Mission key={m.missionId} mission={m} reward={formatMoney(m.reward, locale)} />
            ))}
          </MissionList>
        </>
      )}
    </section>
  );
}

function Mission({ mission, reward }: { mission: LotteryMission; reward: string }) {
  const { t } = useTranslation();
  return (
    <li data-completed={mission.completed || undefined}>
      <MissionProgress
        label={t(MISSION_TEXT[mission.kind], { count: mission.target, game: mission.gameName ?? '' })}
        extra={t('games:missions.reward', { amount: reward })}
        value={mission.progress}
        max={mission.target}
        done={mission.completed}
        figures={
          <>
            {mission.progress} / {mission.target}
            {mission.completed && <strong> {t('games:missions.completed')}</strong>}
          </>
        }
      />
    </li>
  );
}

/** SPEC §7 leaderboard: the biggest lottery winners of today or of this week. */
export function LotteryLeaderboard() {
  const { t } = useTranslation();
  const { gateway } = useServices();
  const locale = usePageLocale();
  const [period, setPeriod] = useState<Period>('DAILY');
  const board = useQuery(lotteryLeaderboardQuery(gateway, period));
  return (
    <section className={styles.section} aria-labelledby="lottery-leaderboard">
      <h2 id="lottery-leaderboard">{t('games:leaderboard.title')}</h2>
      <div role="group" aria-label={t('games:leaderboard.period')} className={styles.actions}>
        {(Object.keys(PERIOD_TEXT) as Period[]).map((p) => (
          <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t(PERIOD_TEXT[p])}
          </button>
        ))}
      </div>
      {board.isError && !board.data ? (
        <LoadFailed error={board.error} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <p role="status">{t('games:list.loading')}</p>
      ) : board.data.length === 0 ? (
        <p>{t('games:leaderboard.empty')}</p>
      ) : (
        <LeaderboardTable
          label={t('games:leaderboard.title')}
          columns={[
            { header: t('games:leaderboard.rank'), cell: (e) => e.rank, numeric: true },
            { header: t('games:leaderboard.player'), cell: (e) => e.customerName },
            { header: t('games:lottery.game'), cell: (e) => e.gameName },
            { header: t('games:leaderboard.win'), cell: (e) => formatMoney(e.winAmount, locale), numeric: true },
          ]}
          rows={board.data}
          getKey={(e) => e.rank}
        />
      )}
    </section>
  );
}
