import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameLaunch } from '@/components/game-card/use-game-start';
import { useGameMenus } from '@/lib/games/game-menus-store';
import {
  atFirstClose,
  drawCountdown,
  formatCountdown,
  lotteryLaunch,
  pagePrizeMode,
  withOpenDraws,
  type LotteryArea,
  type LotteryGame,
} from '@/lib/games/lottery';
import { useImageUrl } from '@/lib/games/use-cdn';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { LoadFailed, LoginNeeded } from './list-states';
import { LotteryLeaderboard, LotteryMissions } from './lottery-missions';
import { LotteryQuickBet } from './lottery-quick-bet';
import {
  DRAWS_KEY,
  MISSIONS_KEY,
  RESULTS_KEY,
  lotteryDrawsQuery,
  lotteryGamesQuery,
  lotteryRecentQuery,
  lotteryResultsQuery,
  menusPrizeMode,
  namedLotteryGameQuery,
  lotteryPopularQuery,
} from './lottery-queries';
import { useNow } from './use-now';
import styles from './games.module.css';
import table from '@/components/data-table/data-table.module.css';

/** A draw figure the gateway has not told (a game its open draws do not name). */
const NOT_TOLD = '–';

/** /lottery?gameCode=: one lottery game (LOTT or ELOTT vendors) with the VN lottery games of prize mode LOTT. */
export function LotteryPage() {
  return (
    <QueryProvider>
      <Lottery area="lottery" />
    </QueryProvider>
  );
}

/** /seaLottery: the SEA lottery (prize mode SEA). */
export function SeaLotteryPage() {
  return (
    <QueryProvider>
      <Lottery area="sea" />
    </QueryProvider>
  );
}

/** /vnLottery: the VN lottery (menus by prize mode, recent results, the member's recent lottery games). */
export function VnLotteryPage() {
  return (
    <QueryProvider>
      <Lottery area="vn" />
    </QueryProvider>
  );
}

const TITLE_KEYS: Record<LotteryArea, string> = {
  lottery: 'games:lottery.title',
  sea: 'games:lottery.seaTitle',
  vn: 'games:lottery.vnTitle',
};

function Lottery({ area }: { area: LotteryArea }) {
  const { t, i18n } = useTranslation();
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const menus = useGameMenus();
  const [params, setParams] = useSearchParams();
  const launch = useGameLaunch();
  const queryClient = useQueryClient();
  const prizeMode = pagePrizeMode(area, menus.categories?.LOTT.cards ?? []);
  const language = i18n.language;
  const gameCode = params.get('gameCode');

  const ready = hasToken && !!menus.categories;
  const games = useQuery({ ...lotteryGamesQuery(gateway, area, prizeMode, language), enabled: ready });
  const draws = useQuery({ ...lotteryDrawsQuery(gateway, menusPrizeMode(area, prizeMode)), enabled: ready });
  const named = useQuery({
    ...namedLotteryGameQuery(gateway, gameCode ?? '', language),
    enabled: hasToken && area === 'lottery' && !!gameCode,
  });
  const list = games.data ?? [];
  const { data: openDraws, dataUpdatedAt: drawsAt } = draws;
  const listed = withOpenDraws(list, openDraws ?? new Map());
  const selected = gameCode ?? list[0]?.gameCode ?? null;
  const results = useQuery({ ...lotteryResultsQuery(gateway, selected ?? ''), enabled: hasToken && !!selected });
  // The moment the first open draw closes, ask for the next draw numbers and the new result (the countdowns have
  // already rolled on by themselves).
  useEffect(() => {
    if (!openDraws) return;
    return atFirstClose(
      [...openDraws.values()].flatMap((d) => (d.remainTime ? [d.remainTime] : [])),
      drawsAt,
      () => {
        void queryClient.invalidateQueries({ queryKey: [DRAWS_KEY] });
        void queryClient.invalidateQueries({ queryKey: [RESULTS_KEY] });
      },
    );
  }, [openDraws, drawsAt, queryClient]);
  const recent = useQuery({ ...lotteryRecentQuery(gateway, prizeMode), enabled: hasToken && area === 'vn' });
  const popular = useQuery({ ...lotteryPopularQuery(gateway, prizeMode), enabled: ready && area === 'lottery' });

  // The lottery opens through the same launch call as every game (launchMode LOTT); the member's recent lottery
  // games and mission progress change with it.
  const open = (code: string, name: string, view: 'betting' | 'lobby') =>
    launch({ gameCode: code, gameType: 'LOTT', displayName: name, lottery: lotteryLaunch(area, prizeMode, view) }).then(
      () => {
        void recent.refetch();
        void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      },
    );

  const title = t(TITLE_KEYS[area]);
  if (!hasToken) {
    return (
      <div className={styles.page}>
        <header className={styles.pageHeader}>
          <h1>{title}</h1>
        </header>
        <LoginNeeded />
      </div>
    );
  }
  const selectedName = named.data?.displayName ?? list.find((m) => m.gameCode === selected)?.gameName ?? selected ?? '';
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
        <p>{t('games:lottery.prizeMode', { mode: t(`games:lottery.prizeModes.${prizeMode}`) })}</p>
      </header>

      {area === 'lottery' && gameCode && (
        <section className={styles.section} aria-labelledby="lottery-selected">
          <h2 id="lottery-selected">{selectedName}</h2>
          {/* The quick bet needs the game's id (the games list's); a code the list does not know opens as before. */}
          {named.data ? (
            <LotteryQuickBet
              key={named.data.gameId}
              gameId={named.data.gameId}
              onBet={() => open(gameCode, selectedName, 'betting')}
            />
          ) : null}
          <div className={styles.actions}>
            {(named.data === null || (named.isError && !named.data)) && (
              <button
                type="button"
                className={styles.primaryButton}
                onClick={() => void open(gameCode, selectedName, 'betting')}
              >
                {t('games:lottery.bet')}
              </button>
            )}
            <button type="button" onClick={() => void open(gameCode, selectedName, 'lobby')}>
              {t('games:lottery.lobby')}
            </button>
          </div>
        </section>
      )}

      {area === 'lottery' && (
        <section className={styles.section} aria-labelledby="lottery-popular">
          <h2 id="lottery-popular">{t('games:lottery.popular')}</h2>
          {popular.data?.length ? (
            <ul className={styles.chips}>
              {popular.data.map((g) => (
                <li key={g.gameCode}>
                  <Link className={styles.chip} to={`?gameCode=${encodeURIComponent(g.gameCode)}`} replace>
                    {g.remark}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{popular.isSuccess || popular.isError ? t('games:lottery.noPopular') : t('games:list.loading')}</p>
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="lottery-games">
        <h2 id="lottery-games">{t('games:lottery.games')}</h2>
        {games.isError && !games.data ? (
          <LoadFailed error={games.error} onRetry={() => void games.refetch()} />
        ) : !games.data ? (
          <p role="status">{t('games:list.loading')}</p>
        ) : list.length === 0 ? (
          <p>{t('games:list.empty')}</p>
        ) : (
          <LotteryTable
            menus={listed}
            receivedAt={drawsAt}
            selected={selected}
            onSelect={(code) => setParams({ gameCode: code }, { replace: true })}
            onOpen={(menu, view) => void open(menu.gameCode, menu.gameName, view)}
          />
        )}
      </section>

      {selected && (
        <section className={styles.section} aria-labelledby="lottery-results">
          <h2 id="lottery-results">{t('games:lottery.results', { name: selectedName })}</h2>
          {results.isError && !results.data ? (
            <LoadFailed error={results.error} onRetry={() => void results.refetch()} />
          ) : !results.data ? (
            <p role="status">{t('games:list.loading')}</p>
          ) : results.data.length === 0 ? (
            <p>{t('games:lottery.noResults')}</p>
          ) : (
            <Results draws={results.data} />
          )}
        </section>
      )}

      {area === 'vn' && (
        <section className={styles.section} aria-labelledby="lottery-recent">
          <h2 id="lottery-recent">{t('games:lottery.recent')}</h2>
          {recent.data?.length ? (
            <ul className={styles.chips}>
              {recent.data.map((m) => (
                <li key={m.gameCode}>
                  <Link className={styles.chip} to={`?gameCode=${encodeURIComponent(m.gameCode)}`} replace>
                    {m.gameName}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{recent.data ? t('games:lottery.noRecent') : t('games:list.loading')}</p>
          )}
        </section>
      )}

      <LotteryMissions />
      <LotteryLeaderboard />
    </div>
  );
}

function LotteryTable({
  menus,
  receivedAt,
  selected,
  onSelect,
  onOpen,
}: {
  menus: LotteryGame[];
  /** When the open draws arrived (this browser's clock): their remaining times count from it. */
  receivedAt: number;
  selected: string | null;
  onSelect: (gameCode: string) => void;
  onOpen: (menu: LotteryGame, view: 'betting' | 'lobby') => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const imageUrl = useImageUrl();
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('games:lottery.game')}</th>
            <th scope="col">{t('games:lottery.draw')}</th>
            <th scope="col">{t('games:lottery.closesIn')}</th>
            <th scope="col">{t('games:lottery.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {menus.map((m) => (
            <tr key={m.gameCode} aria-current={m.gameCode === selected ? 'true' : undefined}>
              <th scope="row">
                {m.iconUrl && (
                  <img
                    src={imageUrl(m.iconUrl)}
                    alt=""
                    width={32}
                    height={32}
                    style={{ verticalAlign: 'middle', marginInlineEnd: '0.5rem', borderRadius: 6 }}
                  />
                )}
                {m.gameName}
              </th>
              <td data-numeric>{m.currentNumero ?? NOT_TOLD}</td>
              <td data-numeric>
                {m.remainTime ? (
                  <Countdown menu={m} remainMs={m.remainTime} receivedAt={receivedAt} now={now} />
                ) : (
                  NOT_TOLD
                )}
              </td>
              <td>
                <div className={styles.actions}>
                  <button type="button" className={styles.primaryButton} onClick={() => onOpen(m, 'betting')}>
                    {t('games:lottery.bet')}
                    <span className="visually-hidden"> {m.gameName}</span>
                  </button>
                  <button type="button" onClick={() => onOpen(m, 'lobby')}>
                    {t('games:lottery.lobby')}
                    <span className="visually-hidden"> {m.gameName}</span>
                  </button>
                  <button type="button" onClick={() => onSelect(m.gameCode)} aria-pressed={m.gameCode === selected}>
                    {t('games:lottery.showResults')}
                    <span className="visually-hidden"> {m.gameName}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Time left to bet on the open draw; once betting is locked, the time until the draw. */
function Countdown({
  menu,
  remainMs,
  receivedAt,
  now,
}: {
  menu: LotteryGame;
  remainMs: number;
  receivedAt: number;
  now: number;
}) {
  const { t } = useTranslation();
  const { secondsLeft, bettingSecondsLeft } = drawCountdown(
    {
      remainMs,
      receivedAt,
      ...(menu.drawIntervalSec ? { intervalMs: menu.drawIntervalSec * 1000 } : {}),
      ...(menu.lockTime ? { lockMs: menu.lockTime } : {}),
    },
    now,
  );
  if (bettingSecondsLeft === 0) return <>{t('games:lottery.locked', { time: formatCountdown(secondsLeft) })}</>;
  return <>{formatCountdown(bettingSecondsLeft ?? secondsLeft)}</>;
}

function Results({ draws }: { draws: { numero: string; openedAt?: number; winningNumbers: string[] }[] }) {
  const { t, i18n } = useTranslation();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : undefined;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('games:lottery.draw')}</th>
            <th scope="col">{t('games:lottery.drawnAt')}</th>
            <th scope="col">{t('games:lottery.numbers')}</th>
          </tr>
        </thead>
        <tbody>
          {draws.map((d) => (
            <tr key={d.numero}>
              <td data-numeric>{d.numero}</td>
              <td>{d.openedAt === undefined ? '–' : when.format(d.openedAt)}</td>
              <td>
                <span className={styles.results}>
                  {d.winningNumbers.slice(0, 8).map((n, i) => (
                    <span key={i}>{n}</span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
