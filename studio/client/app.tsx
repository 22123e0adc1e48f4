/** The studio: the file and its sections, the editor (form or raw JSON), the checker's findings, the live preview. */
import { useEffect, useMemo, useReducer, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { api, type DiskFile, type Finding, type Session } from './api';
import { differs, historyReducer, startHistory } from './drafts';
import { DomainsEditor } from './editors/domains-editor';
import { EDITED_ELSEWHERE, FileForm, uiSchemaOf } from './editors/file-form';
import { FindingList } from './editors/finding-list';
import { getIn, isJsonObject, setIn, type Json } from './editors/json-edit';
import { LanguagesEditor } from './editors/languages-editor';
import { MenuEditor } from './editors/menu-editor';
import { NavigationEditor } from './editors/navigation-editor';
import { PaletteEditor } from './editors/palette-editor';
import { findingsUnder } from './findings';
import { groupOfPointer, groupsOf } from './groups';
import { t } from './messages';
import { NewMerchantDialog } from './new-merchant-dialog';
import { PreviewPane } from './preview-pane';
import { RawView } from './raw-view';
import { ReviewDialog } from './review-dialog';
import { useChecker } from './use-checker';
import { useDiskWatch } from './use-disk-watch';

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.session().then(setSession, (e: unknown) => setError(String(e instanceof Error ? e.message : e)));
  }, []);
  if (error) return <p role="alert">{t('serverError', { message: error })}</p>;
  if (!session) return <p role="status">{t('loading')}</p>;
  return <Studio session={session} />;
}

type DiskState = Readonly<Record<string, { text: string; hash: string }>>;

const diskOf = (files: readonly DiskFile[]): DiskState =>
  Object.fromEntries(files.map((f) => [f.name, { text: f.text, hash: f.hash }]));

function parse(text: string | undefined): Json | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The file with a generic section's report applied: only the field that changed when the form names it (the form may
 * report its own older state of the rest), else the section's keys, never the parts a purpose-built editor owns.
 */
function mergeSection(latest: Json, section: Json, keys: readonly string[], changed: (string | number)[] | null): Json {
  if (changed) return setIn(latest, changed, getIn(section, changed)) as Json;
  let next: Json = { ...latest };
  for (const key of keys) {
    if (key in section && section[key] !== undefined) next[key] = section[key];
    else delete next[key];
  }
  for (const path of EDITED_ELSEWHERE) next = setIn(next, path, getIn(latest, path)) as Json;
  return next;
}

/** The (bundled) schema a file is edited against. */
function schemaOf(session: Session, name: string): RJSFSchema {
  const file = name.endsWith('/merchant.json') ? 'merchant.schema.json' : name.replace(/\.json$/, '.schema.json');
  return session.schemas[file] as RJSFSchema;
}

/** The platform language codes the merchant schema allows. */
function languageCodes(schema: RJSFSchema): string[] {
  const codes = (schema.$defs?.languageCode as { enum?: unknown[] } | undefined)?.enum;
  return Array.isArray(codes) ? codes.map(String) : [];
}

const merchantOf = (name: string) => (name.endsWith('/merchant.json') ? name.split('/')[0]! : null);

function Studio({ session }: { session: Session }) {
  const [disk, setDisk] = useState<DiskState>(() => diskOf(session.files));
  const [history, dispatch] = useReducer(historyReducer, undefined, () =>
    startHistory(Object.fromEntries(session.files.map((f) => [f.name, f.text]))),
  );
  const drafts = history.present;
  const names = Object.keys(disk);
  const [current, setCurrent] = useState(() => names.find((n) => n.endsWith('/merchant.json')) ?? names[0]!);
  const [groupId, setGroupId] = useState('brand');
  const [view, setView] = useState<'form' | 'raw'>('form');
  const [lastMerchant, setLastMerchant] = useState<string | null>(merchantOf(current));
  const [dialog, setDialog] = useState<'review' | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const merchant = merchantOf(current) ?? lastMerchant;
  const { findings, checking, previewVersion, error: checkError } = useChecker(drafts, merchant);
  const hashes = useMemo(() => Object.fromEntries(Object.entries(disk).map(([n, f]) => [n, f.hash])), [disk]);
  const changedOnDisk = useDiskWatch(hashes);

  const schema = schemaOf(session, current);
  const groups = useMemo(() => groupsOf(current, Object.keys(schema.properties ?? {})), [current, schema]);
  const group = groups.find((g) => g.id === groupId) ?? groups[0]!;
  const text = drafts[current] ?? '';
  const value = useMemo(() => parse(text), [text]);
  const fileFindings = useMemo(() => findings.filter((f) => f.name === current), [findings, current]);
  const dirty = names.filter((n) => differs(drafts[n], disk[n]?.text));

  /** Applies `change` to the file's newest draft (a form may report after newer edits were made). */
  const edit = (name: string, change: (file: Json) => Json, place: string) =>
    dispatch({
      type: 'edit',
      name,
      place,
      at: Date.now(),
      text: (currentText) => {
        const before = parse(currentText);
        if (!before) return currentText ?? '';
        const next = change(before);
        // A form re-emitting what it was given is no edit.
        return JSON.stringify(before) === JSON.stringify(next) ? currentText! : JSON.stringify(next, null, 2) + '\n';
      },
    });
  const editCurrent = (next: Json, place: string) => edit(current, () => next, `${current}#${place}`);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!(e.ctrlKey || e.metaKey) || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) dispatch({ type: 'undo' });
      else if (key === 'y' || (key === 'z' && e.shiftKey)) dispatch({ type: 'redo' });
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const choose = (name: string) => {
    setCurrent(name);
    if (merchantOf(name)) setLastMerchant(merchantOf(name));
  };
  const showFinding = (f: Finding) => {
    choose(f.name);
    const target = groupOfPointer(groupsOf(f.name, Object.keys(schemaOf(session, f.name).properties ?? {})), f.pointer);
    if (target) setGroupId(target.id);
    setView('form');
  };
  const loadFromDisk = async (name: string) => {
    const fresh = await api.session();
    const file = fresh.files.find((f) => f.name === name);
    if (!file) return;
    setDisk((d) => ({ ...d, [name]: { text: file.text, hash: file.hash } }));
    dispatch({ type: 'replace', drafts: { ...drafts, [name]: file.text } });
    setDialog(null);
  };
  const adopt = (files: readonly DiskFile[]) => {
    // Files the operator has not touched follow the disk; a draft of a touched file is kept.
    const next: Record<string, string> = { ...drafts };
    for (const f of files) if (!differs(drafts[f.name], disk[f.name]?.text)) next[f.name] = f.text;
    setDisk((d) => ({ ...d, ...diskOf(files) }));
    dispatch({ type: 'reset', drafts: next });
  };

  const domainsValue = parse(drafts['domains.json']) ?? undefined;
  const navigation = parse(drafts['navigation.json']);
  const categories = Array.isArray(navigation?.categories)
    ? navigation.categories.filter(isJsonObject).map((c) => String(c.id))
    : [];
  const routesFile = parse(drafts['routes.json']);
  const routes = Array.isArray(routesFile?.routes)
    ? routesFile.routes.filter(isJsonObject).map((r) => String(r.path))
    : [];
  const languages = Array.isArray(
    (parse(drafts[`${merchant}/merchant.json`])?.languages as Json | undefined)?.supported,
  )
    ? ((parse(drafts[`${merchant}/merchant.json`])!.languages as Json).supported as unknown[]).map(String)
    : session.dictionaries;

  const editors = value && merchantOf(current) && (
    <>
      {group.id === 'domains' && (
        <DomainsEditor
          merchant={merchantOf(current)!}
          value={value}
          domains={domainsValue}
          findings={[
            ...findingsUnder(fileFindings, '/domains'),
            ...findingsUnder(fileFindings, '/merchantCodes'),
            ...findings.filter((f) => f.name === 'domains.json'),
          ]}
          onChange={(m, d) => {
            const next: Record<string, string> = { ...drafts, [current]: JSON.stringify(m, null, 2) + '\n' };
            if (d) next['domains.json'] = JSON.stringify(d, null, 2) + '\n';
            dispatch({ type: 'replace', drafts: next });
          }}
        />
      )}
      {group.id === 'languages' && (
        <LanguagesEditor
          value={value}
          onChange={editCurrent}
          codes={languageCodes(schema)}
          dictionaries={session.dictionaries}
          findings={findingsUnder(fileFindings, '/languages/supported')}
        />
      )}
      {group.id === 'theme' && (
        <PaletteEditor
          value={value}
          onChange={editCurrent}
          pairs={session.contrastPairs}
          findings={findingsUnder(fileFindings, '/theme/palettes')}
        />
      )}
      {group.id === 'navigation' && (
        <NavigationEditor
          value={value}
          onChange={editCurrent}
          categories={categories}
          findings={findingsUnder(fileFindings, '/navigation/order')}
        />
      )}
      {group.id === 'menus' &&
        (['memberMenu', 'agentMenu'] as const).map((menu) => (
          <MenuEditor
            key={menu}
            menu={menu}
            value={value}
            onChange={editCurrent}
            routes={routes}
            findings={findingsUnder(fileFindings, `/${menu}/entries`)}
          />
        ))}
    </>
  );

  return (
    <div className="studio">
      <header className="bar">
        <h1>{t('title')}</h1>
        <div className="field-row">
          <label htmlFor="file">{t('file')}</label>
          <select id="file" value={current} onChange={(e) => choose(e.currentTarget.value)}>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
                {dirty.includes(n) ? ` (${t('unsaved')})` : ''}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => setDialog('new')}>
          {t('newMerchant')}
        </button>
        <button
          type="button"
          disabled={!history.past.length}
          onClick={() => dispatch({ type: 'undo' })}
          aria-keyshortcuts="Control+Z"
        >
          {t('undo')}
        </button>
        <button
          type="button"
          disabled={!history.future.length}
          onClick={() => dispatch({ type: 'redo' })}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {t('redo')}
        </button>
        <button type="button" onClick={() => setDialog('review')}>
          {t('review')}
          {dirty.length ? ` (${dirty.length})` : ''}
        </button>
        <p className="status" role="status">
          {status}
        </p>
      </header>
      {[...changedOnDisk].map((name) => (
        <div key={name} className="banner" role="alert">
          {t('changedOnDisk', { file: name })}{' '}
          <button type="button" onClick={() => void loadFromDisk(name)}>
            {t('loadFromDisk', { file: name })}
          </button>
        </div>
      ))}
      <main className="panes">
        <div className="editor-pane">
          <div className="view-switch" role="group" aria-label={t('rawView')}>
            <button type="button" aria-pressed={view === 'form'} onClick={() => setView('form')}>
              {t('formView')}
            </button>
            <button type="button" aria-pressed={view === 'raw'} onClick={() => setView('raw')}>
              {t('rawView')}
            </button>
          </div>
          {view === 'raw' ? (
            <RawView
              name={current}
              text={text}
              findings={fileFindings}
              onChange={(raw) =>
                dispatch({ type: 'edit', name: current, text: raw, place: `${current}#raw`, at: Date.now() })
              }
            />
          ) : !value ? (
            <p role="alert" className="error">
              {t('unparsable')}
            </p>
          ) : (
            <>
              <nav aria-label={t('groups', { file: current })}>
                <ul className="tabs">
                  {groups.map((g) => {
                    const count = fileFindings.filter((f) => groupOfPointer(groups, f.pointer) === g).length;
                    return (
                      <li key={g.id}>
                        <button
                          type="button"
                          aria-current={g.id === group.id ? 'page' : undefined}
                          onClick={() => setGroupId(g.id)}
                        >
                          {g.title}
                          {count ? <span className="count"> ({count})</span> : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </nav>
              <section aria-labelledby="group-title" className="group">
                <h2 id="group-title">{group.title}</h2>
                <FindingList findings={fileFindings.filter((f) => f.pointer === '')} />
                {editors}
                <FileForm
                  key={`${current}#${group.id}`}
                  schema={schema}
                  keys={group.keys}
                  value={value}
                  uiSchema={uiSchemaOf(current)}
                  findings={fileFindings}
                  context={{ merchant: merchantOf(current), previewOrigin: session.previewOrigin }}
                  onChange={(section, changed) =>
                    edit(
                      current,
                      (latest) => mergeSection(latest, section, group.keys, changed),
                      `${current}#${group.id}`,
                    )
                  }
                />
              </section>
            </>
          )}
          <FindingsPanel findings={findings} checking={checking} error={checkError} onShow={showFinding} />
        </div>
        <PreviewPane
          origin={session.previewOrigin}
          merchant={merchant}
          languages={languages}
          version={previewVersion}
        />
      </main>
      {dialog === 'review' && (
        <ReviewDialog
          changed={dirty.map((name) => ({ name, text: drafts[name]!, baseHash: disk[name]?.hash ?? '' }))}
          findings={findings}
          onClose={() => setDialog(null)}
          onConflict={(name) => void loadFromDisk(name)}
          onSaved={(answer, asDraft) => {
            setDialog(null);
            const files = asDraft ? [] : answer.saved;
            if (files.length) {
              setDisk((d) => ({ ...d, ...diskOf(files) }));
              dispatch({
                type: 'reset',
                drafts: { ...drafts, ...Object.fromEntries(files.map((f) => [f.name, f.text])) },
              });
            }
            setStatus(
              asDraft
                ? t('savedDraft', { files: dirty.map((n) => `${n}.draft`).join(', ') })
                : t('saved', { files: dirty.join(', ') }),
            );
          }}
        />
      )}
      {dialog === 'new' && (
        <NewMerchantDialog
          onClose={() => setDialog(null)}
          onCreated={(code, files) => {
            adopt(files);
            setDialog(null);
            choose(`${code}/merchant.json`);
            setGroupId('brand');
            setStatus(t('created', { code }));
          }}
        />
      )}
    </div>
  );
}

function FindingsPanel({
  findings,
  checking,
  error,
  onShow,
}: {
  findings: readonly Finding[];
  checking: boolean;
  error: string | null;
  onShow: (f: Finding) => void;
}) {
  return (
    <section className="findings" aria-labelledby="findings-title">
      <h2 id="findings-title">{t('findings')}</h2>
      <p role="status" data-testid="check-summary">
        {error ??
          (checking ? t('checking') : findings.length ? t('findingsCount', { n: findings.length }) : t('noFindings'))}
      </p>
      <ul className="finding-list" data-testid="all-findings">
        {findings.map((f) => (
          <li key={`${f.file}\u0000${f.pointer}\u0000${f.message}`}>
            <span>
              {f.file}: {f.pointer ? `${f.pointer}: ` : ''}
              {f.message}
            </span>{' '}
            <button type="button" onClick={() => onShow(f)} aria-label={`${t('goTo')} ${f.file} ${f.pointer}`}>
              {t('goTo')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
