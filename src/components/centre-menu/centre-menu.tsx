import { NavLink } from 'react-router-dom';
import styles from './centre-menu.module.css';

export interface CentreMenuItem {
  id: string;
  label: string;
  route: string;
  /** A red count, shown only above zero (SPEC §2). */
  count?: number;
  countLabel?: string;
}

/** The side menu of the member and agent centres. */
export function CentreMenu({ label, items }: { label: string; items: CentreMenuItem[] }) {
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.route}>
              <span>{item.label}</span>
              {item.count !== undefined && item.count > 0 && (
                <span className={styles.badge} aria-label={item.countLabel}>
                  {item.count > 99 ? '99+' : item.count}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
