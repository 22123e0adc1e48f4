import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-card/game-grid';
import { LazyHotMatches } from '@/components/hot-matches/lazy-hot-matches';
import { useGameStart } from '@/components/game-card/use-game-start';
import { useSite } from '@/lib/config/site-context';
import { vendorRequestSpacer } from '@/lib/games/request-spacing';
import { CATEGORIES, categoryOfRoute, type CategoryDef, type GameVendor } from '@/lib/games/categories';
import { useGameMenus } from '@/lib/games/game-menus-store';
import { useImageUrl } from '@/lib/games/use-cdn';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { fetchGameList, joinPages, nextPageParam } from './game-queries';
import { LoadFailed, LoadMore } from './list-states';
import styles from './games.module.css';

/** /sports, /esports, /lott, /elott, /cockfight: the vendors of the category as cards; ?vassalage= lists one vendor's games. */
export function VendorCentrePage() {
  return (
    <QueryProvider>
      <VendorCentre />
    </QueryProvider>
  );
}

function VendorCentre() {
  const { pathname } = useLocation();
  const def = categoryOfRoute(pathname) ?? CATEGORIES.SPORTS;
  return <Centre key={def.id} def={def} />;
}

function Centre({ def }: { def: CategoryDef }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const menus = useGameMenus();
  const cards = menus.categories?.[def.id].cards ?? [];
  const vassalage = params.get('vassalage');
  const vendor = cards.find((c) => c.vassalage === vassalage) ?? null;
  const category = t(def.labelKey);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{category}</h1>
        <p>{t('games:centre.intro')}</p>
      </header>
      {menus.status === 'failed' ? (
        <LoadFailed error={menus.error} onRetry={menus.retry} />
      ) : !menus.categories ? (
        <p role="status" className={styles.loading}>
          {t('games:list.loading')}
        </p>
      ) : cards.length === 0 ? (
        <p className={styles.empty}>{t('games:centre.noVendors')}</p>
      ) : (
        <ul className={styles.vendorGrid} aria-label={t('games:vendors.menuLabel', { category })}>
          {cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCard card={card} def={def} current={card.vassalage === vassalage} />
            </li>
          ))}
        </ul>
      )}
      {def.id === 'SPORTS' && !vendor && <LazyHotMatches id="sports-matches" />}
      {vendor && <VendorGamesSection def={def} vendor={vendor} />}
    </div>
  );
}

function VendorCard({ card, def, current }: { card: GameVendor; def: CategoryDef; current: boolean }) {
  const { t, i18n } = useTranslation();
  const start = useGameStart();
  const imageUrl = useImageUrl();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : undefined;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className={styles.vendorCard} aria-current={current ? 'true' : undefined}>
      {card.logoUrl && (
        <img className={styles.vendorLogo} src={imageUrl(card.logoUrl)} alt="" width={160} height={60} />
      )}
      <h2>{card.displayName}</h2>
      {card.gameCount !== undefined && <p>{t('games:centre.gameCount', { count: card.gameCount })}</p>}
      {card.maintenance && (
        <p>
          {t('games:start.maintenanceWindow', {
            start: when.format(card.maintenance.start),
            end: when.format(card.maintenance.end),
          })}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() =>
            void start({
              vassalage: card.vassalage,
              gameType: card.gameType,
              isGame: 'VASSALAGE',
              displayName: card.displayName,
            })
          }
        >
          {t('games:centre.enter')}
          <span className="visually-hidden"> {card.displayName}</span>
        </button>
        <Link
          className={styles.chip}
          to={`${def.route}?vassalage=${encodeURIComponent(card.vassalage)}`}
          aria-current={current ? 'page' : undefined}
        >
          {t('games:centre.showGames')}
          <span className="visually-hidden"> {card.displayName}</span>
        </Link>
      </div>
    </article>
  );
}

function VendorGamesSection({ def, vendor }: { def: CategoryDef; vendor: GameVendor }) {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const { gateway } = useServices();
  const spacer = vendorRequestSpacer(merchant.timings.vendorRequestSpacingMs);
  const pageSize = merchant.pageSizes.vendorGames;
  const query = useInfiniteQuery({
    queryKey: ['games', 'ALL', vendor.gameType, vendor.vassalage, null, '', pageSize, i18n.language],
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) =>
      fetchGameList(
        gateway,
        { gameType: vendor.gameType, vassalage: vendor.vassalage, selection: 'ALL', pageSize, language: i18n.language },
        pageParam,
        spacer,
        signal,
      ),
  });
  const games = useMemo(() => joinPages(query.data?.pages), [query.data]);
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  const title = t('games:list.vendorTitle', { category: t(def.labelKey), vendor: vendor.displayName });
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p role="status" className={styles.loading}>
          {t('games:list.loading')}
        </p>
      ) : games.length === 0 ? (
        <p className={styles.empty}>{t('games:list.empty')}</p>
      ) : (
        <>
          <GameGrid games={games} label={title} setSize={total} headingLevel={3} />
          <LoadMore
            shown={games.length}
            total={total}
            hasMore={!!query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
