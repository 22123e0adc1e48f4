import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-card/game-grid';
import type { Game, GameType } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { vendorRequestSpacer } from '@/lib/games/request-spacing';
import { QueryProvider } from '@/lib/query-client';
import { useTypedBeforeHydration } from '@/lib/rendering/typed-before-hydration';
import { useServices } from '@/lib/services';
import { fetchGameList, matchesSearch } from './game-queries';
import { LoadFailed } from './list-states';
import { useDebounced } from './use-debounced';
import styles from './games.module.css';

const SEARCH_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
const DEBOUNCE_MS = 300;

/** /search?q=: the whole catalogue by name. Earlier answers narrow at once while the server's answer is on its way. */
export function SearchPage() {
  return (
    <QueryProvider>
      <Search />
    </QueryProvider>
  );
}

function Search() {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const { gateway } = useServices();
  const [params, setParams] = useSearchParams();
  const inputId = useId();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, setText);
  const instant = useDeferredValue(text);
  const settled = useDebounced(text.trim(), DEBOUNCE_MS);
  const spacer = vendorRequestSpacer(merchant.timings.vendorRequestSpacingMs);

  // The address keeps the settled text, so a search can be shared and survives a reload.
  useEffect(() => {
    const current = params.get('q') ?? '';
    if (current === settled) return;
    setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, params, setParams]);

  const results = useQueries({
    queries: SEARCH_TYPES.map((gameType) => ({
      queryKey: ['search', gameType, settled, i18n.language],
      enabled: settled.length > 0,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchGameList(
          gateway,
          {
            gameType,
            selection: 'ALL',
            search: settled,
            pageSize: merchant.pageSizes.vendorGames,
            language: i18n.language,
          },
          1,
          spacer,
          signal,
        ),
    })),
  });

  // At most 7 x 20 games: filtering them again on each render costs less than a millisecond.
  const all: Game[] = [];
  for (const r of results) if (r.data) all.push(...r.data.games);
  const games = instant.trim() ? all.filter((g) => matchesSearch(g, instant)) : [];
  const total = results.reduce((sum, r) => sum + (r.data?.totalCount ?? 0), 0);
  const failed = results.find((r) => r.isError && !r.data);
  const searching = results.some((r) => r.isFetching);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t('games:search.title')}</h1>
      </header>
      <form className={styles.search} role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId}>{t('games:search.label')}</label>
        <input
          ref={input}
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('games:search.placeholder')}
          autoComplete="off"
        />
      </form>
      {!instant.trim() ? (
        <p className={styles.empty}>{t('games:search.prompt')}</p>
      ) : failed ? (
        <LoadFailed error={failed.error} onRetry={() => results.forEach((r) => void r.refetch())} />
      ) : games.length === 0 ? (
        <p className={styles.empty} role="status">
          {searching ? t('games:list.loading') : t('games:search.noResults', { text: instant.trim() })}
        </p>
      ) : (
        <>
          <p role="status">
            {t('games:search.resultCount', { shown: games.length, total: Math.max(total, games.length) })}
          </p>
          <GameGrid games={games} label={t('games:search.resultsLabel', { text: instant.trim() })} />
        </>
      )}
    </div>
  );
}
