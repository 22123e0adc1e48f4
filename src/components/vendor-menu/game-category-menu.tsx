import { useTranslation } from 'react-i18next';
import { CATEGORIES, type GameCategoryId } from '@/lib/games/categories';
import { useGameMenus } from '@/lib/games/game-menus-store';
import { VendorMenu } from './vendor-menu';

/**
 * The vendors of one navigation category, for the header's drop menu (large layout above 10 vendors). Reads the shared
 * menus store (no query library), so the shell may mount it.
 */
export function GameCategoryMenu({ category, onNavigate }: { category: GameCategoryId; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { categories } = useGameMenus();
  const def = CATEGORIES[category];
  const cards = categories?.[category].cards ?? [];
  if (!cards.length) return null;
  return (
    <VendorMenu
      cards={cards}
      label={t('games:vendors.menuLabel', { category: t(def.labelKey) })}
      hrefFor={(card) => `${def.route}?vassalage=${encodeURIComponent(card.vassalage)}`}
      onNavigate={onNavigate}
    />
  );
}
