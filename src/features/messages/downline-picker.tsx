import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { downlinePickerQuery } from './message-queries';
import styles from './messages.module.css';

/** How long typing rests before the team is searched (chosen here: one request per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

/**
 * Picks recipients from the agent's team (ODSFE2_subordinateSimple): a search box and a list of the direct downlines
 * (or the team's accounts matching the search). The list is one tab stop: arrow keys, Home and End move, Enter or
 * Space picks or unpicks; a click does the same. `picked` are the names in the recipient field.
 */
export function DownlinePicker({ picked, onToggle }: { picked: readonly string[]; onToggle: (name: string) => void }) {
  const { t } = useTranslation('inbox');
  const { gateway, session } = useServices();
  const self = useSessionSnapshot(session).member?.account;
  const id = useId();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery(downlinePickerQuery(gateway, name));
  const names = (list.data?.list ?? []).map((r) => r.customerName).filter((n) => n !== self);
  const [active, setActive] = useState(0);
  const current = Math.min(active, names.length - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: names.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(names.length - 1, moves[event.key]!)));
    } else if ((event.key === 'Enter' || event.key === ' ') && names[current]) {
      event.preventDefault();
      onToggle(names[current]);
    }
  };

  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.pickerTitle}>
        {t('picker.title')}
      </p>
      <label htmlFor={`${id}-search`}>{t('picker.search')}</label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        maxLength={40}
      />
      {list.isError && !list.data ? (
        <div role="alert">
          <p className={styles.error}>{t(errorMessageKey(list.error), { ns: 'common' })}</p>
          <button type="button" onClick={() => void list.refetch()}>
            {t('picker.retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p aria-live="polite">{t('picker.loading')}</p>
      ) : names.length === 0 ? (
        <p aria-live="polite">{name ? t('picker.noMatch', { name }) : t('picker.noDownlines')}</p>
      ) : (
        <ul
          role="listbox"
          aria-label={t('picker.list')}
          aria-multiselectable="true"
          aria-activedescendant={`${id}-option-${current}`}
          aria-busy={list.isFetching}
          tabIndex={0}
          className={styles.pickerList}
          onKeyDown={onKeyDown}
        >
          {names.map((n, i) => (
            <li
              key={n}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={picked.includes(n)}
              className={i === current ? styles.activeOption : undefined}
              onClick={() => {
                setActive(i);
                onToggle(n);
              }}
            >
              {n}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
