import { pageItems } from './page-items';
import styles from './page-numbers.module.css';

/** A numbered pager (SPEC §9 announcements: 5 page numbers, 1 margin page), previous / next at the ends. */
export function PageNumbers({
  page,
  totalPages,
  onPage,
  labels,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={labels.nav}>
      <ul>
        <li>
          <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={labels.page(item.page)}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
