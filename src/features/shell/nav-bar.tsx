import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { useVendorCounts } from '@/lib/games/game-menus-store';
import { navigationEntries } from './navigation';
import styles from './shell.module.css';

export function NavBar() {
  return <NavList vendorCounts={useVendorCounts()} />;
}

/** The merchant's categories; every one of them until the vendors per category are known (`vendorCounts`). */
export function NavList({ vendorCounts }: { vendorCounts?: Readonly<Record<string, number>> }) {
  const { merchant, navigation } = useSite();
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('shell.mainNavigation')}>
      <ul>
        {navigationEntries(merchant.navigation.order, navigation, vendorCounts).map((entry) => (
          <li key={entry.id}>
            <NavLink to={entry.route} end={entry.route === '/'}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
