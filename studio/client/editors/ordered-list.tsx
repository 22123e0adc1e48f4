/**
 * A list the keyboard can reorder: each item with move-up, move-down and remove buttons that name the item, and an
 * announcement of the move for screen readers.
 */
import { useState, type ReactNode } from 'react';
import { t } from '../messages';
import { move } from './json-edit';

interface Props<T> {
  label: string;
  items: readonly T[];
  name: (item: T) => string;
  render?: (item: T, index: number) => ReactNode;
  onChange: (items: T[]) => void;
  testId?: string;
}

export function OrderedList<T>({ label, items, name, render, onChange, testId }: Props<T>) {
  const [said, setSaid] = useState('');
  const moveTo = (from: number, to: number) => {
    onChange(move(items, from, to));
    setSaid(`${name(items[from] as T)}: ${to + 1} / ${items.length}`);
  };
  return (
    <>
      <ol className="ordered" aria-label={label} data-testid={testId}>
        {items.map((item, i) => (
          <li key={`${name(item)}-${i}`}>
            <span className="item">{render ? render(item, i) : name(item)}</span>
            <span className="actions">
              <button
                type="button"
                disabled={i === 0}
                onClick={() => moveTo(i, i - 1)}
                aria-label={t('moveUp', { item: name(item) })}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={i === items.length - 1}
                onClick={() => moveTo(i, i + 1)}
                aria-label={t('moveDown', { item: name(item) })}
              >
                ↓
              </button>
              <button
                type="button"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
                aria-label={t('remove', { item: name(item) })}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/** A select of what may be added, with its Add button. */
export function AddFrom({
  label,
  options,
  onAdd,
  id,
}: {
  label: string;
  options: readonly { value: string; text: string }[];
  onAdd: (value: string) => void;
  id: string;
}) {
  const [chosen, setChosen] = useState('');
  const value = options.some((o) => o.value === chosen) ? chosen : (options[0]?.value ?? '');
  if (!options.length) return null;
  return (
    <div className="add-from">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => setChosen(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onAdd(value)}>
        {t('add')}
      </button>
    </div>
  );
}
