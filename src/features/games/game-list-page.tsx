import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-card/game-grid';
import { GameRow } from '@/components/game-card/game-row';
import { useSite } from '@/lib/config/site-context';
import { vendorRequestSpacer } from '@/lib/games/request-spacing';
import { CATEGORIES, categoryOfRoute, type CategoryDef } from '@/lib/games/categories';
import { useGameMenus } from '@/lib/games/game-menus-store';
import { useImageUrl } from '@/lib/games/use-cdn';
import { useFavouriteIds } from '@/lib/games/use-favourites';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { fetchFavourites, fetchGameList, fetchRecent, joinPages, matchesSearch, nextPageParam } from './game-queries';
import { gameListKey, listPageSize } from './game-list-key';
import type { Selection } from './list-query';
import { GameListView, listChoice } from './game-list-view';
import { LoadFailed, LoadMore, LoginNeeded } from './list-states';
import { useDebounced } from './use-debounced';
import styles from './games.module.css';

const SEARCH_DEBOUNCE_MS = 300;

function sameApartFromSearch(
  key: readonly unknown[] | undefined,
  selection: Selection,
  vassalage: string | null,
  classify: string | null,
): boolean {
  return !!key && key[1] === selection && key[3] === vassalage && key[4] === classify;
}

/** /live, /fish, /rng, /pvp, /bgs (optional ?vassalage=, ?selection=, ?classify=). */
export function GameListPage() {
  return (
    <QueryProvider>
      <GameList />
    </QueryProvider>
  );
}

function GameList() {
  const { pathname } = useLocation();
  const def = categoryOfRoute(pathname) ?? CATEGORIES.RNG;
  // A new category starts a fresh page (search text, scroll).
  return <CategoryGames key={def.id} def={def} />;
}

function CategoryGames({ def }: { def: CategoryDef }) {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const [params] = useSearchParams();
  const { categories } = useGameMenus();
  const imageUrl = useImageUrl();
  const favouriteIds = useFavouriteIds();

  const cards = categories?.[def.id].cards ?? [];
  const classifications = categories?.[def.id].gameClassify ?? [];
  const { vassalage, selection, classify } = listChoice(def, params, cards);

  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const instant = useDeferredValue(text);

  const pageSize = listPageSize(merchant, classify);
  const needsLogin = (selection === 'FAV' || selection === 'RECENT') && !hasToken;
  const spacer = vendorRequestSpacer(merchant.timings.vendorRequestSpacingMs);

  const queryKey = gameListKey({
    selection,
    gameType: def.gatewayType,
    vassalage,
    classify,
    search: selection === 'FAV' || selection === 'RECENT' ? '' : search,
    pageSize,
    language: i18n.language,
  });
  const query = useInfiniteQuery({
    queryKey,
    enabled: !needsLogin,
    // While a new search text is on its way, the previous answer stays (narrowed at once on this side).
    placeholderData: (previous, previousQuery) =>
      sameApartFromSearch(previousQuery?.queryKey, selection, vassalage, classify) ? previous : undefined,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) => {
      if (selection === 'FAV')
        return fetchFavourites(gateway, def.gatewayType, pageParam, merchant.pageSizes.favouriteGames, signal);
      if (selection === 'RECENT')
        return fetchRecent(gateway, def.gatewayType, pageParam, merchant.pageSizes.recentGames, signal);
      return fetchGameList(
        gateway,
        {
          gameType: def.gatewayType,
          vassalage,
          selection,
          gameClassify: classify,
          search,
          pageSize,
          language: i18n.language,
        },
        pageParam,
        spacer,
        signal,
      );
    },
  });

  const loaded = useMemo(() => joinPages(query.data?.pages), [query.data]);
  const games = useMemo(() => {
    let list = loaded;
    if (selection === 'FAV') list = list.filter((g) => favouriteIds.has(g.nodeId));
    if ((selection === 'FAV' || selection === 'RECENT') && vassalage)
      list = list.filter((g) => g.vassalage === vassalage);
    return instant.trim() ? list.filter((g) => matchesSearch(g, instant)) : list;
  }, [loaded, selection, favouriteIds, vassalage, instant]);
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;

  const category = t(def.labelKey);

  return (
    <GameListView
      def={def}
      cards={cards}
      classifications={classifications}
      params={params}
      imageUrl={imageUrl}
      searchText={text}
      onSearch={setText}
    >
      {needsLogin ? (
        <LoginNeeded />
      ) : query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        // A page of empty tiles holds the place, so nothing below jumps when the games arrive.
        <GameRow games={undefined} label={t('games:list.gamesLabel', { category })} reserve={pageSize} />
      ) : games.length === 0 ? (
        <p className={styles.empty}>{t('games:list.empty')}</p>
      ) : (
        <>
          <GameGrid
            games={games}
            label={t('games:list.gamesLabel', { category })}
            setSize={instant.trim() ? games.length : Math.max(total, games.length)}
          />
          <LoadMore
            shown={games.length}
            total={instant.trim() ? games.length : Math.max(total, games.length)}
            hasMore={!!query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </GameListView>
  );
}
