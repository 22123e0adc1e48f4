import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { useVendorCounts } from '@/lib/games/game-menus-store';
import { navigationEntries } from './navigation';
import styles from './shell.module.css';

export function NavBar() {
  const { merchant, navigation } = useSite();
  const { t } = useTranslation();
  const vendorCounts = useVendorCounts();
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
