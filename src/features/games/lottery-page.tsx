import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameLaunch } from '@/components/game-card/use-game-start';
import type { Game, GameType, PrizeMode } from '@/generated/api-types';
import { useGameMenus } from '@/lib/games/game-menus-store';
import {
  atFirstClose,
  drawCountdown,
  formatCountdown,
  lotteryLaunch,
  pagePrizeMode,
  readLotteryMenus,
  readOpenDraws,
  withOpenDraws,
  type LotteryArea,
  type LotteryGame,
} from '@/lib/games/lottery';
import { useImageUrl } from '@/lib/games/use-cdn';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { LoadFailed, LoginNeeded } from './list-states';
import { LotteryLeaderboard, LotteryMissions, MISSIONS_KEY } from './lottery-missions';
import { useNow } from './use-now';
import styles from './games.module.css';
import table from '@/components/data-table/data-table.module.css';

const RESULTS_SHOWN = 5;
/** A draw figure the gateway has not told (a game its open draws do not name). */
const NOT_TOLD = '–';
/** Besides the ask at each draw's close: a background refresh of the open draws and results. */
const DRAW_REFRESH_MS = 30_000;

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

/** The prize mode a page's menus and open draws are asked for: the page's own on /vnLottery, else SEA or Lott (SPEC §7). */
const menusPrizeMode = (area: LotteryArea, prizeMode: PrizeMode): PrizeMode =>
  area === 'vn' ? prizeMode : area === 'sea' ? 'SEA' : 'LOTT';

/** The lottery games a page lists: VN menus for /vnLottery, else the lottery menus of games.menus, read by one reader. */
function fetchLotteryGames(
  gateway: GatewayClient,
  area: LotteryArea,
  prizeMode: PrizeMode,
  language: string,
  signal: AbortSignal,
): Promise<LotteryGame[]> {
  const query = { prizeMode: menusPrizeMode(area, prizeMode), device: 'WEB' };
  if (area === 'vn') return callApi(gateway, 'lottery.vnMenu', { query, signal }).then(readLotteryMenus);
  return callApi(gateway, 'games.menus', { query: { ...query, language }, signal }).then(readLotteryMenus);
}

/** The game a /lottery?gameCode= link names (a LOTT or ELOTT vendor game), found by its code. */
async function findLotteryGame(
  gateway: GatewayClient,
  gameCode: string,
  language: string,
  signal: AbortSignal,
): Promise<Game | null> {
  for (const gameType of ['LOTT', 'ELOTT'] as GameType[]) {
    const page = await callApi(gateway, 'games.list', {
      query: { gameType, gameName: gameCode, pageNo: 1, pageSize: 5, language },
      signal,
    });
    const game = page.games.find((g) => g.gameCode === gameCode);
    if (game) return game;
  }
  return null;
}

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

  const games = useQuery({
    queryKey: ['lottery-games', area, prizeMode, language],
    enabled: hasToken && !!menus.categories,
    queryFn: ({ signal }) => fetchLotteryGames(gateway, area, prizeMode, language, signal),
  });
  // Each game's open draw and countdown, as the platform's front end reads them: /lotto/lgw/games/opened/numero.
  const draws = useQuery({
    queryKey: ['lottery-draws', menusPrizeMode(area, prizeMode)],
    enabled: hasToken && !!menus.categories,
    refetchInterval: DRAW_REFRESH_MS,
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.openedNumero', { query: { prizeMode: menusPrizeMode(area, prizeMode) }, signal }).then(
        readOpenDraws,
      ),
  });
  const named = useQuery({
    queryKey: ['lottery-game', gameCode, language],
    enabled: hasToken && area === 'lottery' && !!gameCode,
    queryFn: ({ signal }) => findLotteryGame(gateway, gameCode!, language, signal),
  });
  const list = games.data ?? [];
  const { data: openDraws, dataUpdatedAt: drawsAt } = draws;
  const listed = withOpenDraws(list, openDraws ?? new Map());
  const selected = gameCode ?? list[0]?.gameCode ?? null;
  const results = useQuery({
    queryKey: ['lottery-results', selected],
    enabled: hasToken && !!selected,
    refetchInterval: DRAW_REFRESH_MS,
    // The platform's draw results of one game (/lgw/draw/code/<gameCode>), newest first.
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.drawOf', { path: { gameCode: selected! }, signal }).then((draws) =>
        draws.slice(0, RESULTS_SHOWN).map((d) => ({
          numero: d.numero,
          openedAt: d.openedAt,
          winningNumbers: d.winNoStr.split(',').filter(Boolean),
        })),
      ),
  });
  // The moment the first open draw closes, ask for the next draw numbers and the new result (the countdowns have
  // already rolled on by themselves).
  useEffect(() => {
    if (!openDraws) return;
    return atFirstClose(
      [...openDraws.values()].flatMap((d) => (d.remainTime ? [d.remainTime] : [])),
      drawsAt,
      () => {
        void queryClient.invalidateQueries({ queryKey: ['lottery-draws'] });
        void queryClient.invalidateQueries({ queryKey: ['lottery-results'] });
      },
    );
  }, [openDraws, drawsAt, queryClient]);
  const recent = useQuery({
    queryKey: ['lottery-recent', prizeMode],
    enabled: hasToken && area === 'vn',
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.vnMenuRecent', { query: { prizeMode, device: 'WEB' }, signal }).then(readLotteryMenus),
  });

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
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => void open(gameCode, selectedName, 'betting')}
            >
              {t('games:lottery.bet')}
            </button>
            <button type="button" onClick={() => void open(gameCode, selectedName, 'lobby')}>
              {t('games:lottery.lobby')}
            </button>
          </div>
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
