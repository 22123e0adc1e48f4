import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** A home block's title, with a "more" link to the full list when there is one. */
export function SectionHeader({ id, title, moreTo }: { id: string; title: string; moreTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.blockHeader}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {moreTo && (
        <Link to={moreTo} className={styles.more}>
          {t('games:home.more')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      )}
    </div>
  );
}
