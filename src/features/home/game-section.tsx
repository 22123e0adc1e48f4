import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameRow } from '@/components/game-card/game-row';
import type { Game } from '@/generated/api-types';
import type { HomeSection } from '@/generated/config-types';
import { useMerchantCode, useSite } from '@/lib/config/site-context';
import { CATEGORIES, categoryOfCard, type GameCategoryId } from '@/lib/games/categories';
import { vendorRequestSpacer } from '@/lib/games/request-spacing';
import { useFavouriteIds } from '@/lib/games/use-favourites';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { cachedLanes, fetchLaneGames, fetchLanes } from './home-queries';
import { SectionHeader } from './section-header';
import { useNearViewport } from './use-near-viewport';
import styles from './home.module.css';

/** SPEC §9: a home section shows at most 12 games. */
export const SECTION_MAX = 12;

/** One configured home section (HOT is the hot carousel, handled apart). Sections of the member hide for visitors. */
export function GameSection({ section }: { section: HomeSection }) {
  const { session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  if ((section.source === 'RECENT' || section.source === 'FAV') && !hasToken) return null;
  if (section.source === 'CATEGORY' && section.category && section.category in CATEGORIES) {
    const category = section.category as GameCategoryId;
    return CATEGORIES[category].kind === 'list' ? (
      <LaneSection section={section} category={category} />
    ) : (
      <CentreSection section={section} category={category} />
    );
  }
  return <ListSection section={section} />;
}

function count(section: HomeSection): number {
  return Math.min(section.maxGames, SECTION_MAX);
}

/** Where a list section's "more" link leads. */
const MORE_TO: Partial<Record<HomeSection['source'], string>> = {
  RECENT: '/recent',
  FAV: '/favorite',
  RANK: '/rng?selection=HOT',
};

function ListSection({ section }: { section: HomeSection }) {
  const { t, i18n } = useTranslation();
  const { gateway } = useServices();
  const favouriteIds = useFavouriteIds();
  const size = count(section);
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useQuery({
    enabled: near,
    queryKey: ['home-section', section.source, size, i18n.language],
    staleTime: section.source === 'RECENT' || section.source === 'FAV' ? 0 : 30_000,
    queryFn: async ({ signal }): Promise<Game[]> => {
      switch (section.source) {
        case 'RECENT':
          return (await callApi(gateway, 'games.recent', { query: { page: 1, pageNo: 1, pageSize: size }, signal }))
            .list;
        case 'FAV':
          return (
            await callApi(gateway, 'games.favouriteList', {
              query: { clientType: '3', pageNo: 1, pageSize: size },
              signal,
            })
          ).content;
        case 'RANK':
          return (await callApi(gateway, 'games.rankList', { query: { limit: size, language: i18n.language }, signal }))
            .list;
        default:
          return (
            await callApi(gateway, 'games.list', {
              query: {
                clientType: '3',
                gameType: 'RNG',
                selection: 'NEW',
                pageNo: 1,
                pageSize: size,
                language: i18n.language,
              },
              signal,
            })
          ).games;
      }
    },
  });
  const games = section.source === 'FAV' ? query.data?.filter((g) => favouriteIds.has(g.nodeId)) : query.data;
  if (query.isError || (games && !games.length)) return null;
  const moreTo = MORE_TO[section.source] ?? '/rng?selection=NEW';
  const title = t(section.titleKey);
  return (
    <section ref={ref} className={styles.block} aria-labelledby={`home-${section.id}`}>
      <SectionHeader id={`home-${section.id}`} title={title} moreTo={moreTo} />
      <GameRow games={games} label={title} reserve={size} />
    </section>
  );
}

/** A list category (live, slots, fishing, cards, in-house): one vendor lane at a time, lanes kept in sessionStorage. */
function LaneSection({ section, category }: { section: HomeSection; category: GameCategoryId }) {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const merchantCode = useMerchantCode();
  const { gateway } = useServices();
  const def = CATEGORIES[category];
  const spacer = vendorRequestSpacer(merchant.timings.vendorRequestSpacingMs);
  const cached = cachedLanes(def.gatewayType, i18n.language);
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useQuery({
    enabled: near,
    queryKey: ['lanes', def.gatewayType, i18n.language],
    queryFn: ({ signal }) => fetchLanes(gateway, merchantCode, def.gatewayType, i18n.language, spacer, signal),
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.at,
    staleTime: 5 * 60_000,
  });
  const lanes = query.data?.filter((lane) => categoryOfCard(lane.gameType, lane.vassalage) === category);
  const [chosen, setChosen] = useState<string | null>(null);
  const lane = lanes?.find((l) => l.laneId === chosen) ?? lanes?.[0];
  const size = count(section);
  // Only the lane on screen reads its games.
  const games = useQuery({
    enabled: near && !!lane,
    queryKey: ['lane-games', lane?.laneId, size, i18n.language],
    queryFn: ({ signal }) => fetchLaneGames(gateway, lane!, size, i18n.language, spacer, signal),
    staleTime: 5 * 60_000,
  });
  const title = t(section.titleKey);
  if (query.isError || (lanes && !lanes.length)) return null;
  return (
    <section ref={ref} className={styles.block} aria-labelledby={`home-${section.id}`}>
      <SectionHeader
        id={`home-${section.id}`}
        title={title}
        moreTo={lane ? `${def.route}?vassalage=${encodeURIComponent(lane.vassalage)}` : def.route}
      />
      <div className={styles.lanes} role="group" aria-label={t('games:home.vendorsOf', { category: title })}>
        {(lanes ?? []).map((l) => (
          <button
            key={l.laneId}
            type="button"
            className={styles.lane}
            aria-pressed={l.laneId === lane?.laneId}
            onClick={() => setChosen(l.laneId)}
          >
            {l.title}
          </button>
        ))}
      </div>
      <GameRow
        games={games.isError ? [] : games.data}
        label={lane ? `${title}: ${lane.title}` : title}
        reserve={size}
      />
    </section>
  );
}

/** A vendor-centre category (sports, e-sports, cockfight, lottery): its entries from the game list. */
function CentreSection({ section, category }: { section: HomeSection; category: GameCategoryId }) {
  const { t, i18n } = useTranslation();
  const { gateway } = useServices();
  const def = CATEGORIES[category];
  const size = count(section);
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useQuery({
    enabled: near,
    queryKey: ['home-centre', category, size, i18n.language],
    queryFn: async ({ signal }) => {
      const page = await callApi(gateway, 'games.list', {
        query: {
          clientType: '3',
          gameType: def.gatewayType,
          selection: 'ALL',
          pageNo: 1,
          pageSize: 50,
          language: i18n.language,
        },
        signal,
      });
      return page.games.filter((g) => categoryOfCard(g.gameType, g.vassalage) === category).slice(0, size);
    },
  });
  const title = t(section.titleKey);
  if (query.isError || (query.data && !query.data.length)) return null;
  return (
    <section ref={ref} className={styles.block} aria-labelledby={`home-${section.id}`}>
      <SectionHeader id={`home-${section.id}`} title={title} moreTo={def.route} />
      <GameRow games={query.data} label={title} reserve={size} />
    </section>
  );
}
