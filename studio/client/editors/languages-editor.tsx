/**
 * The languages a merchant offers, in the order the language switch shows them: reorder, remove, and add a platform
 * language, those with a dictionary in src/locales first (the checker refuses the others).
 */
import type { Finding } from '../api';
import { t } from '../messages';
import { FindingList } from './finding-list';
import { getIn, setIn, type Json } from './json-edit';
import { AddFrom, OrderedList } from './ordered-list';

interface Props {
  value: Json;
  onChange: (next: Json, place: string) => void;
  /** Every platform language code the schema allows. */
  codes: readonly string[];
  /** Codes with a dictionary. */
  dictionaries: readonly string[];
  findings: readonly Finding[];
}

export function LanguagesEditor({ value, onChange, codes, dictionaries, findings }: Props) {
  const raw = getIn(value, ['languages', 'supported']);
  const supported = Array.isArray(raw) ? raw.map(String) : [];
  const set = (next: string[]) =>
    onChange(setIn(value, ['languages', 'supported'], next) as Json, 'languages/supported');
  const addable = [...codes]
    .filter((code) => !supported.includes(code))
    .sort((a, b) => Number(dictionaries.includes(b)) - Number(dictionaries.includes(a)) || a.localeCompare(b))
    .map((code) => ({ value: code, text: dictionaries.includes(code) ? code : `${code} (${t('noDictionary')})` }));
  return (
    <section className="editor" aria-labelledby="languages-title">
      <h3 id="languages-title">{t('languagesTitle')}</h3>
      <OrderedList
        label={t('languagesTitle')}
        items={supported}
        name={(code) => code}
        onChange={set}
        testId="languages"
      />
      <AddFrom
        id="language-add"
        label={t('addLanguage')}
        options={addable}
        onAdd={(code) => set([...supported, code])}
      />
      <FindingList findings={findings} />
    </section>
  );
}
