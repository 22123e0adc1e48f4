import type { KeyboardEvent } from 'react';
import styles from './auth.module.css';

export interface AuthTab<T extends string> {
  id: T;
  label: string;
}

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string, id: string) => `${base}-panel-${id}`;

/**
 * An ARIA tablist (arrow keys, Home, End move and select; only the selected tab is in the tab order). With one tab
 * there is nothing to choose and nothing is drawn.
 */
export function AuthTabs<T extends string>(props: {
  label: string;
  idBase: string;
  tabs: readonly AuthTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const { tabs, selected, onSelect, idBase } = props;
  if (tabs.length < 2) return null;
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    document.getElementById(tabId(idBase, tab.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className={styles.tablist}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(idBase, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(e) => move(e, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel a tab controls (a plain region when there is only one tab). */
export function tabPanelProps(idBase: string, id: string, selected: boolean, tabCount: number) {
  if (tabCount < 2) return { id: panelId(idBase, id), hidden: !selected };
  return { id: panelId(idBase, id), role: 'tabpanel', 'aria-labelledby': tabId(idBase, id), hidden: !selected };
}
