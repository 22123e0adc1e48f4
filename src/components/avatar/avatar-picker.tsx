import { useId, useState } from 'react';
import { AvatarIcon, PROFILE_ICON_COUNT } from './avatar-icon';
import styles from './avatar-picker.module.css';

export interface AvatarPickerText {
  legend: string;
  icon: (n: number) => string;
  save: string;
  cancel: string;
}

/**
 * A radio group of the platform's icons: arrow keys move between icons, Space picks, Enter or the button saves
 * (a native fieldset, so keyboards and screen readers work without extra code).
 */
export function AvatarPicker({
  current,
  text,
  busy,
  onSave,
  onCancel,
}: {
  current: number;
  text: AvatarPickerText;
  busy: boolean;
  onSave: (icon: number) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState(current);
  const name = useId();
  return (
    <form
      className={styles.picker}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(picked);
      }}
    >
      <fieldset>
        <legend>{text.legend}</legend>
        <div className={styles.grid}>
          {Array.from({ length: PROFILE_ICON_COUNT }, (_, i) => i + 1).map((n) => (
            <label key={n} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={picked === n}
                onChange={() => setPicked(n)}
                aria-label={text.icon(n)}
              />
              <AvatarIcon icon={n} size={48} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" disabled={busy || picked === current} aria-busy={busy}>
          {text.save}
        </button>
        <button type="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
