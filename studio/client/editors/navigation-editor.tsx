/** The navigation bar's order: reorder, remove, and add the categories of navigation.json not shown yet. */
import type { Finding } from '../api';
import { t } from '../messages';
import { FindingList } from './finding-list';
import { getIn, setIn, type Json } from './json-edit';
import { AddFrom, OrderedList } from './ordered-list';

interface Props {
  value: Json;
  onChange: (next: Json, place: string) => void;
  /** navigation.json's categories, parsed (for the ids that may be added). */
  categories: readonly string[];
  findings: readonly Finding[];
}

export function NavigationEditor({ value, onChange, categories, findings }: Props) {
  const raw = getIn(value, ['navigation', 'order']);
  const order = Array.isArray(raw) ? raw.map(String) : [];
  const set = (next: string[]) => onChange(setIn(value, ['navigation', 'order'], next) as Json, 'navigation/order');
  return (
    <section className="editor" aria-labelledby="nav-order-title">
      <h3 id="nav-order-title">{t('navOrder')}</h3>
      <OrderedList label={t('navOrder')} items={order} name={(id) => id} onChange={set} testId="nav-order" />
      <AddFrom
        id="nav-add"
        label={t('addCategory')}
        options={categories.filter((id) => !order.includes(id)).map((id) => ({ value: id, text: id }))}
        onAdd={(id) => set([...order, id])}
      />
      <FindingList findings={findings} />
    </section>
  );
}
