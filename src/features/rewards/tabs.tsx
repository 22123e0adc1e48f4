import { useRef, type KeyboardEvent } from 'react';
import styles from './rewards.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: string;
}

/** A row of tabs (arrow keys move between them); the panel is the caller's, labelled by `${id}-tab-${key}`. */
export function Tabs<K extends string | number>({
  id,
  label,
  items,
  value,
  onChange,
}: {
  id: string;
  label: string;
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const arrows = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + items.length) % items.length;
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${item.key}`}
          aria-selected={item.key === value}
          aria-controls={`${id}-panel`}
          tabIndex={item.key === value ? 0 : -1}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => arrows(e, i)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
