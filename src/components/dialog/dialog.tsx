import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../sanitized-html';
import { lockScroll } from './scroll-lock';
import styles from './dialog.module.css';

export interface DialogButton {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

export interface DialogProps {
  title: string;
  onClose: () => void;
  icon?: 'info' | 'success' | 'warning' | 'error';
  /** Server HTML: sanitised before it is shown. */
  html?: string;
  children?: ReactNode;
  buttons?: DialogButton[];
  closeOnOutsideClick?: boolean;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  closeLabel?: string;
  /** False for a step the user must complete (e.g. a forced password change): no close button, Escape or backdrop. */
  dismissible?: boolean;
}

const ICONS = { info: 'ℹ', success: '✓', warning: '!', error: '✕' } as const;

/**
 * The generic dialog on the native <dialog> element: showModal() gives the top layer (stacking), makes the page
 * behind inert (focus stays inside) and maps Escape to cancel.
 */
export function Dialog({
  title,
  onClose,
  icon,
  html,
  children,
  buttons,
  closeOnOutsideClick = true,
  timeoutMs,
  closeLabel,
  dismissible = true,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!timeoutMs) return;
    const timer = setTimeout(() => onCloseRef.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself. The second click of a double click does not
        // count: the first may have shrunk the dialog (a form replaced by its result), leaving the backdrop under
        // the pointer where the button was.
        if (dismissible && closeOnOutsideClick && e.target === e.currentTarget && e.detail <= 1) onClose();
      }}
    >
      <div className={styles.body}>
        <div className={styles.header}>
          {icon && (
            <span className={styles.icon} data-kind={icon} aria-hidden="true">
              {ICONS[icon]}
            </span>
          )}
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel ?? t('common.close')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        {html !== undefined && <SanitizedHtml className={styles.html} html={html} />}
        {children}
        {buttons?.length ? (
          <div className={styles.buttons}>
            {buttons.map((b) => (
              <button
                key={b.label}
                type="button"
                className={b.primary ? styles.primary : undefined}
                onClick={b.onClick}
              >
                {b.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
