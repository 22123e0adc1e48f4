import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-card/game-grid';
import type { GameType } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { useFavouriteIds } from '@/lib/games/use-favourites';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { fetchFavourites, fetchRecent, joinPages, nextPageParam } from './game-queries';
import { LoadFailed, LoadMore, LoginNeeded } from './list-states';
import styles from './games.module.css';

const TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
const TYPE_LABEL: Record<GameType, string> = {
  RNG: 'nav.rng',
  LIVE: 'nav.live',
  FISH: 'nav.fish',
  PVP: 'nav.pvp',
  SPORTS: 'nav.sports',
  LOTT: 'nav.lott',
  ELOTT: 'nav.elott',
};

/** /favorite: the member's favourite games (a removed one leaves the list at once). */
export function FavouritesPage() {
  return (
    <QueryProvider>
      <AccountGames kind="favourites" />
    </QueryProvider>
  );
}

/** /recent: the member's recently played games, newest first. */
export function RecentPage() {
  return (
    <QueryProvider>
      <AccountGames kind="recent" />
    </QueryProvider>
  );
}

function AccountGames({ kind }: { kind: 'favourites' | 'recent' }) {
  const { t } = useTranslation();
  const { merchant } = useSite();
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const favouriteIds = useFavouriteIds();
  const [params] = useSearchParams();
  const typeParam = params.get('gameType');
  const gameType = TYPES.find((type) => type === typeParam);
  const pageSize = kind === 'favourites' ? merchant.pageSizes.favouriteGames : merchant.pageSizes.recentGames;
  const route = kind === 'favourites' ? '/favorite' : '/recent';
  const title = t(kind === 'favourites' ? 'games:account.favouritesTitle' : 'games:account.recentTitle');

  const query = useInfiniteQuery({
    queryKey: ['account-games', kind, gameType ?? null, pageSize],
    enabled: hasToken,
    // Each visit reads the list again: the first page replaces what was there, "load more" appends.
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) =>
      kind === 'favourites'
        ? fetchFavourites(gateway, gameType, pageParam, pageSize, signal)
        : fetchRecent(gateway, gameType, pageParam, pageSize, signal),
  });
  const games = useMemo(() => {
    const list = joinPages(query.data?.pages);
    return kind === 'favourites' ? list.filter((g) => favouriteIds.has(g.nodeId)) : list;
  }, [query.data, kind, favouriteIds]);
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  const removed = joinPages(query.data?.pages).length - games.length;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
      </header>
      <nav aria-label={t('games:account.typesLabel')}>
        <ul className={styles.chips}>
          <li>
            <Link to={route} className={styles.chip} aria-current={!gameType ? 'page' : undefined}>
              {t('games:vendors.all')}
            </Link>
          </li>
          {TYPES.map((type) => (
            <li key={type}>
              <Link
                to={`${route}?gameType=${type}`}
                className={styles.chip}
                aria-current={gameType === type ? 'page' : undefined}
              >
                {t(TYPE_LABEL[type])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!hasToken ? (
        <LoginNeeded />
      ) : query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p role="status" className={styles.loading}>
          {t('games:list.loading')}
        </p>
      ) : games.length === 0 ? (
        <p className={styles.empty}>
          {t(kind === 'favourites' ? 'games:account.noFavourites' : 'games:account.noRecent')}
        </p>
      ) : (
        <>
          <GameGrid games={games} label={title} setSize={Math.max(games.length, total - removed)} />
          <LoadMore
            shown={games.length}
            total={Math.max(games.length, total - removed)}
            hasMore={!!query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
