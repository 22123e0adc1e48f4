import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VendorMenu } from '@/components/vendor-menu/vendor-menu';
import type { CategoryDef, GameVendor } from '@/lib/games/categories';
import { useTypedBeforeHydration } from '@/lib/rendering/typed-before-hydration';
import { CRASH, isSelection, SELECTIONS, type Selection } from './list-query';
import styles from './games.module.css';

/** The list a game list page shows, from its query string: vendor, selection and classification (SPEC §9). */
export function listChoice(def: CategoryDef, params: URLSearchParams, cards: readonly GameVendor[]) {
  const selection = params.get('selection');
  return {
    vassalage: params.get('vassalage') ?? (def.id === 'BGS' ? (cards[0]?.vassalage ?? 'BGS') : null),
    selection: (isSelection(selection) ? selection : 'ALL') as Selection,
    classify: params.get('classify') === CRASH ? CRASH : null,
  };
}

export interface GameListViewProps {
  def: CategoryDef;
  /** The category's vendors and classifications, from the game menus. */
  cards: readonly GameVendor[];
  classifications: readonly string[];
  /** The page's query string. */
  params: URLSearchParams;
  imageUrl: (url: string) => string;
  searchText: string;
  onSearch: (text: string) => void;
  /** The games, or what shows in their place. */
  children: ReactNode;
}

/**
 * A game list page around its games: title, vendor menu, selections and search (game-list-page.tsx).
 */
export function GameListView({
  def,
  cards,
  classifications,
  params,
  imageUrl,
  searchText,
  onSearch,
  children,
}: GameListViewProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchInput, searchText, onSearch);
  const toolbarId = useId();
  // On a phone the selections and search fold behind one button, so the games start in the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { vassalage, selection, classify } = listChoice(def, params, cards);
  const vendor = cards.find((c) => c.vassalage === vassalage);
  const category = t(def.labelKey);
  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const qs = next.toString();
    return `${def.route}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{vendor ? t('games:list.vendorTitle', { category, vendor: vendor.displayName }) : category}</h1>
        <button
          type="button"
          className={styles.filterButton}
          aria-expanded={filtersOpen}
          aria-controls={toolbarId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('games:list.filters', { selection: t(`games:selection.${selection}`) })}
        </button>
      </header>

      {cards.length > 1 || def.id !== 'BGS' ? (
        <VendorMenu
          cards={cards}
          label={t('games:vendors.menuLabel', { category })}
          current={vassalage}
          allHref={def.id === 'BGS' ? undefined : link({ vassalage: null })}
          hrefFor={(card) => link({ vassalage: card.vassalage })}
          imageUrl={imageUrl}
          rowOnPhone
        />
      ) : null}

      {/* A search under way keeps it open: the text typed stays in sight. */}
      <div id={toolbarId} className={styles.toolbar} data-open={filtersOpen || searchText ? '' : undefined}>
        <nav aria-label={t('games:list.selectionsLabel')}>
          <ul className={styles.chips}>
            {SELECTIONS.map((s) => (
              <li key={s}>
                <Link
                  to={link({ selection: s === 'ALL' ? null : s })}
                  aria-current={selection === s ? 'page' : undefined}
                  className={styles.chip}
                >
                  {t(`games:selection.${s}`)}
                </Link>
              </li>
            ))}
            {classifications.includes(CRASH) && (
              <li>
                <Link
                  to={link({ classify: classify ? null : CRASH })}
                  aria-current={classify ? 'page' : undefined}
                  className={styles.chip}
                >
                  {t('games:list.crash')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.search} role="search">
          <label htmlFor={searchId}>{t('games:search.label')}</label>
          <input
            ref={searchInput}
            id={searchId}
            type="search"
            value={searchText}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('games:search.placeholder')}
            autoComplete="off"
          />
        </div>
      </div>

      {children}
    </div>
  );
}
