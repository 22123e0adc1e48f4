/**
 * A member or agent menu: reorder, remove, and add a page from the routes catalogue (routes.json) under the menu's
 * area. A new entry gets the id and label key the site's own menus use (`member.<id>`); the checker says when a
 * language has no words for that key.
 */
import type { Finding } from '../api';
import { t } from '../messages';
import { FindingList } from './finding-list';
import { getIn, isJsonObject, setIn, type Json } from './json-edit';
import { AddFrom, OrderedList } from './ordered-list';

interface Props {
  menu: 'memberMenu' | 'agentMenu';
  value: Json;
  onChange: (next: Json, place: string) => void;
  /** Paths of routes.json. */
  routes: readonly string[];
  findings: readonly Finding[];
}

/** Where each menu's pages live in routes.json, and the dictionary section of their labels. */
const AREA = {
  memberMenu: { prefix: '/member/', labels: 'member' },
  agentMenu: { prefix: '/agentHome/', labels: 'agent' },
} as const;

export function MenuEditor({ menu, value, onChange, routes, findings }: Props) {
  const raw = getIn(value, [menu, 'entries']);
  const entries = (Array.isArray(raw) ? raw : []).filter(isJsonObject);
  const area = AREA[menu];
  const set = (next: Json[]) => onChange(setIn(value, [menu, 'entries'], next) as Json, `${menu}/entries`);
  const taken = new Set(entries.map((e) => String(e.route ?? '').split('?')[0]));
  const addable = routes
    .filter((path) => path.startsWith(area.prefix) && !taken.has(path))
    .map((path) => ({ value: path, text: path }));
  const title = menu === 'memberMenu' ? t('member') : t('agent');
  return (
    <section className="editor" aria-labelledby={`${menu}-title`}>
      <h3 id={`${menu}-title`}>{t('menuOf', { menu: title })}</h3>
      <OrderedList
        label={t('menuOf', { menu: title })}
        items={entries}
        name={(e) => String(e.id ?? '?')}
        render={(e) => (
          <>
            <strong>{String(e.id ?? '?')}</strong> <code>{String(e.route ?? '')}</code>{' '}
            <span className="muted">{String(e.labelKey ?? '')}</span>
          </>
        )}
        onChange={set}
        testId={`${menu}-entries`}
      />
      <AddFrom
        id={`${menu}-add`}
        label={t('addRoute')}
        options={addable}
        onAdd={(path) => {
          const id = path.slice(area.prefix.length).split('/')[0] ?? path;
          set([...entries, { id, labelKey: `${area.labels}.${id}`, route: path }]);
        }}
      />
      <FindingList findings={findings} />
    </section>
  );
}
