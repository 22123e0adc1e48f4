import type { ReactNode } from 'react';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

/** A money form's field: its label, its control and, once there is one, the translated problem under it. */
export function MoneyField({
  label,
  problemId,
  problem,
  children,
}: {
  label: string;
  problemId: string;
  /** Already translated. */
  problem?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={formRow.field}>
      {label}
      {children}
      {problem && (
        <span id={problemId} className={styles.problem}>
          {problem}
        </span>
      )}
    </label>
  );
}

/** The control's side of a MoneyField: invalid while there is a problem, described by it (and by `also`). */
export const problemProps = (problemId: string, problem: unknown, also?: string) => ({
  'aria-invalid': !!problem,
  'aria-describedby': [also, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined,
});
