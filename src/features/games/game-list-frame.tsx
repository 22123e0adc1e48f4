import { useTranslation } from 'react-i18next';
import { EAGER_TILES } from '@/components/game-card/game-grid';
import { GameTile, GameTileSkeleton } from '@/components/game-tile/game-tile';
import type { FirstScreenData } from '@/lib/first-screen-data';
import { type CategoryDef, menusOfLanes, splitMenus } from '@/lib/games/categories';
import { onHost } from '@/lib/games/game-start';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { GameListView } from './game-list-view';
import { LoadMore } from './list-states';
import gridStyles from '@/components/virtual-grid/virtual-grid.module.css';
import styles from './games.module.css';

const inert = () => {};

/**
 * A game list's first screen before the app runs (src/app/first-screen.tsx), with the vendors and the first page of
 * games the site server read from the gateway: its largest paint, a game's image, then shows without waiting for the
 * app. The same boxes as the loaded page (GameListPage): what the first screen shows does not move when that replaces
 * it (below it, the "load more" row waits for the page's own answer).
 */
export function GameListFrame({
  def,
  list,
  imageHost,
}: {
  def: CategoryDef;
  list: NonNullable<FirstScreenData['list']>;
  imageHost?: string;
}) {
  const { t, i18n } = useTranslation();
  const { cards, gameClassify } = splitMenus(menusOfLanes(list.lanes))[def.id];
  const imageUrl = (url: string) => onHost(url, imageHost ?? null);
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
  const { games, totalCount, pageNo, totalPages } = list.page;
  const total = Math.max(totalCount, games.length);
  return (
    <GameListView
      def={def}
      cards={cards}
      classifications={gameClassify}
      params={new URLSearchParams(list.search)}
      imageUrl={imageUrl}
      searchText=""
    >
      {games.length === 0 ? (
        <p className={styles.empty}>{t('games:list.empty')}</p>
      ) : (
        <>
          {/* Marked with its language for the page, which keeps it on show until its own first page arrives. */}
          <div className={gridStyles.viewport} data-painted-games={i18n.language}>
            <ul
              className={`${gridStyles.grid} ${gridStyles.painted}`}
              aria-label={t('games:list.gamesLabel', { category: t(def.labelKey) })}
            >
              {/* The tiles whose images load at once are painted; the others hold their places (a page of tiles
                  would outgrow the page's first round trip). No "Free demo" on them: it is for visitors only, and
                  the server does not know who is signed in (the app adds it over the image). */}
              {games.map((game, i) =>
                i < EAGER_TILES ? (
                  <li key={game.nodeId} aria-posinset={i + 1} aria-setsize={total}>
                    <GameTile
                      game={game}
                      imageUrl={imageUrl(game.iconUrl || game.showIcon)}
                      favourite={false}
                      onToggleFavourite={inert}
                      onPlay={inert}
                      locale={locale}
                      eager
                      headingLevel={2}
                    />
                  </li>
                ) : (
                  <li key={game.nodeId} aria-hidden="true">
                    <GameTileSkeleton />
                  </li>
                ),
              )}
            </ul>
          </div>
          <LoadMore shown={games.length} total={total} hasMore={pageNo < totalPages} loading={false} onMore={inert} />
        </>
      )}
    </GameListView>
  );
}
