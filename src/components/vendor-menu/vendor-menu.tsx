import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLargeMenu, type GameVendor } from '@/lib/games/categories';
import styles from './vendor-menu.module.css';

export interface VendorMenuProps {
  cards: readonly GameVendor[];
  /** Where a vendor leads. */
  hrefFor: (card: GameVendor) => string;
  /** Accessible name of the menu. */
  label: string;
  /** Vendor code of the current page, marked aria-current. */
  current?: string | null;
  /** An entry for every vendor at once, first. */
  allHref?: string;
  imageUrl?: (url: string) => string;
  onNavigate?: () => void;
  /** On a phone, one row that scrolls sideways instead of a block of tiles (a page's own menu, above its games). */
  rowOnPhone?: boolean;
}

/** Vendor links of a category; more than 10 vendors switch it to the large layout (SPEC §2). */
export function VendorMenu({
  cards,
  hrefFor,
  label,
  current,
  allHref,
  imageUrl = (u) => u,
  onNavigate,
  rowOnPhone,
}: VendorMenuProps) {
  const { t } = useTranslation();
  const large = isLargeMenu(cards);
  return (
    <nav
      aria-label={label}
      className={`${styles.menu} ${rowOnPhone ? styles.rowOnPhone : ''}`}
      data-layout={large ? 'large' : 'compact'}
    >
      <ul>
        {allHref !== undefined && (
          <li>
            <Link
              to={allHref}
              className={styles.entry}
              aria-current={!current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className={styles.all}>{t('games:vendors.all')}</span>
            </Link>
          </li>
        )}
        {cards.map((card) => (
          <li key={`${card.gameType}-${card.vassalage}`}>
            <Link
              to={hrefFor(card)}
              className={styles.entry}
              aria-current={current === card.vassalage ? 'page' : undefined}
              onClick={onNavigate}
            >
              {large && card.logoUrl && (
                <img src={imageUrl(card.logoUrl)} alt="" width={80} height={30} loading="lazy" />
              )}
              <span>{card.displayName}</span>
              {card.maintenance && <span className={styles.badge}>{t('games:vendors.maintenance')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
