import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BottomBarEntry, BottomBarIcon } from '@/generated/config-types';
import { useSite } from '@/lib/config/site-context';
import styles from './shell.module.css';

/** The icons a merchant's bar may name (schemas/config: bottomBarIcon), as 24 × 24 stroke paths. */
const ICONS: Record<BottomBarIcon, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  games: 'M4 7h16v10H4zM8 10v4M6 12h4M15 11h.01M17 13h.01',
  live: 'M4 6h16v11H4zM9 21h6M12 17v4M10 9.5v4l3.5-2z',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3.5 2.5-1.3 4h-4.4l-1.3-4z',
  lottery: 'M5 4h14v16H5zM9 8h.01M15 8h.01M12 12h.01M9 16h.01M15 16h.01',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7S10 3 8 4s0 3 4 3m0 0s2-4 4-3 0 3-4 3',
  deposit: 'M3 6h18v12H3zM3 10h18M12 13v4M10 15h4',
  withdraw: 'M3 6h18v12H3zM3 10h18M10 15h4',
  rewards: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  messages: 'M3 5h18v14H3zM3 7l9 6 9-6',
  account: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
};

/** The entry of the page shown: the one whose route's path is the longest that the page's path starts with. */
export function currentEntry(entries: readonly BottomBarEntry[], pathname: string): number {
  let best = -1;
  let bestLength = -1;
  entries.forEach((entry, i) => {
    const path = entry.route.replace(/[?#].*$/, '');
    const matches = pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
    if (matches && path.length > bestLength) [best, bestLength] = [i, path.length];
  });
  return best;
}

/**
 * A phone's bottom bar (shown under 600 px wide, shell.module.css), from the merchant's config: two to five entries,
 * the current page marked.
 */
export function BottomBar({ pathname, inert }: { pathname: string; inert?: boolean }) {
  const { merchant } = useSite();
  const { t } = useTranslation();
  const entries = merchant.bottomBar;
  if (!entries?.length) return null;
  const current = currentEntry(entries, pathname);
  return (
    <nav className={styles.bottomBar} aria-label={t('shell.bottomBar')} data-bottom-bar inert={inert}>
      <ul>
        {entries.map((entry, i) => (
          <li key={entry.route}>
            <Link to={entry.route} aria-current={i === current ? 'page' : undefined}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d={ICONS[entry.icon]} />
              </svg>
              <span>{t(entry.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
