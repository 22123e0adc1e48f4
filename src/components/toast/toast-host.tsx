import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

export interface Toast {
  id: number;
  title: string;
  text?: string;
  tone?: 'info' | 'success' | 'error';
}

/** Toasts stay until closed (no timer to race), the newest MAX only. */
const MAX = 3;
let toasts: Toast[] = [];
let serial = 0;
const listeners = new Set<() => void>();
const set = (next: Toast[]) => {
  toasts = next;
  for (const l of listeners) l();
};

export function showToast(toast: Omit<Toast, 'id'>): void {
  set([...toasts, { ...toast, id: ++serial }].slice(-MAX));
}

export function clearToasts(): void {
  set([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The corner where toasts appear: a polite live region, so a screen reader reads each new one. */
export function ToastHost({ label, closeLabel }: { label: string; closeLabel: string }) {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <section className={styles.host} aria-label={label} aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={styles.toast} data-tone={t.tone ?? 'info'}>
          <div className={styles.body}>
            <strong>{t.title}</strong>
            {t.text && <p>{t.text}</p>}
          </div>
          <button type="button" onClick={() => set(toasts.filter((x) => x.id !== t.id))}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
      ))}
    </section>
  );
}
