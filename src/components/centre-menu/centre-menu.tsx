import { memo, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './centre-menu.module.css';

export interface CentreMenuItem {
  id: string;
  label: string;
  route: string;
  /** A red count, shown only above zero (SPEC §2). */
  count?: number;
  countLabel?: string;
}

/**
 * The side menu of the member and agent centres. On a narrow screen it is one row of tabs that scrolls sideways,
 * with the current page's tab brought into view, so the page's own heading stays in the first screen.
 */
export function CentreMenu({ label, items }: { label: string; items: CentreMenuItem[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // Once the browser has laid the page out for its next frame: widths read before that (in the commit, or in the
  // effects right after it) make it lay the page out on the spot, inside the same long task. Again when entries join
  // the row: some show only once the member's details are in, the current page's among them.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const ul = list.current;
        const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
        // Only the row scrolls (a column does not overflow sideways); the page itself does not move.
        if (ul && current && ul.scrollWidth > ul.clientWidth) {
          ul.scrollLeft = current.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
        }
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname, items.length]);
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul ref={list}>
        {items.map((item) => (
          <Entry key={item.id} {...item} />
        ))}
      </ul>
    </nav>
  );
}

/** One tab: rendered again only when its own label, route or count changes, not when another entry's count does. */
const Entry = memo(function Entry({ label, route, count, countLabel }: CentreMenuItem) {
  return (
    <li>
      <NavLink to={route}>
        <span className={styles.label} data-label={label}>
          {label}
        </span>
        {count !== undefined && count > 0 && (
          <span className={styles.badge} aria-label={countLabel}>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </NavLink>
    </li>
  );
});
