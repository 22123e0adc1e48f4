/**
 * The real site with the draft config, framed beside the form: phone or desktop width, each of the merchant's
 * languages, light or dark, and a visitor, member or agent (signed in through the mock). It reloads once the server
 * has the latest draft, so an edit shows within a second without saving.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from './messages';
import { useKeepFocus } from './use-keep-focus';

export interface PreviewState {
  width: 'phone' | 'desktop';
  lang: string;
  theme: 'dark' | 'light';
  role: 'visitor' | 'member' | 'agent';
  path: string;
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;
const PAGES = [
  { path: '/', text: 'Home' },
  { path: '/promotions', text: 'Promotions' },
  { path: '/member', text: 'Member centre' },
  { path: '/agentHome', text: 'Agent centre' },
];

interface Props {
  origin: string;
  merchant: string | null;
  languages: readonly string[];
  /** Bumped when the preview has a newer draft: the frame loads again. */
  version: number;
}

export function PreviewPane({ origin, merchant, languages, version }: Props) {
  const [view, setView] = useState<PreviewState>({
    width: 'desktop',
    lang: '',
    theme: 'dark',
    role: 'visitor',
    path: '/',
  });
  const lang = languages.includes(view.lang) ? view.lang : (languages[0] ?? '');
  const set = <K extends keyof PreviewState>(key: K, value: PreviewState[K]) =>
    setView((v) => ({ ...v, [key]: value }));
  const query = new URLSearchParams({ lang, theme: view.theme, role: view.role, path: view.path, v: String(version) });
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{merchant ? t('previewOf', { merchant }) : t('preview')}</h2>
      <p className="muted">{t('previewNote')}</p>
      <div className="preview-controls">
        <Choice
          label={t('width')}
          id="pv-width"
          value={view.width}
          onChange={(v) => set('width', v as PreviewState['width'])}
          options={[
            ['phone', t('phone')],
            ['desktop', t('desktop')],
          ]}
        />
        <Choice
          label={t('language')}
          id="pv-lang"
          value={lang}
          onChange={(v) => set('lang', v)}
          options={languages.map((l) => [l, l])}
        />
        <Choice
          label={t('theme')}
          id="pv-theme"
          value={view.theme}
          onChange={(v) => set('theme', v as PreviewState['theme'])}
          options={[
            ['dark', t('dark')],
            ['light', t('light')],
          ]}
        />
        <Choice
          label={t('viewer')}
          id="pv-role"
          value={view.role}
          onChange={(v) => set('role', v as PreviewState['role'])}
          options={[
            ['visitor', t('visitor')],
            ['member', t('member')],
            ['agent', t('agent')],
          ]}
        />
        <Choice
          label={t('page')}
          id="pv-page"
          value={view.path}
          onChange={(v) => set('path', v)}
          options={PAGES.map((p) => [p.path, p.text])}
        />
      </div>
      {/* Version 0: the server has not yet started the preview for this merchant. */}
      {merchant && version > 0 && (
        <ScaledFrame
          width={WIDTHS[view.width]}
          title={t('previewOf', { merchant })}
          src={`${origin}/__studio/enter?${query.toString()}`}
          version={version}
        />
      )}
    </section>
  );
}

/** The page at its real width (so its layout is the phone's or the desktop's), scaled down to fit the pane. */
function ScaledFrame({ width, title, src, version }: { width: number; title: string; src: string; version: number }) {
  const [room, setRoom] = useState(width);
  const box = useRef<HTMLDivElement>(null);
  useKeepFocus(box);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setRoom(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, room / width);
  const height = 900;
  return (
    <div className="frame-box" ref={box} style={{ height: height * scale }}>
      {/* A new frame for each view: the last view's door, still signing in, would otherwise open its own page over
          the newer one's navigation. */}
      <iframe
        key={src}
        title={title}
        src={src}
        data-version={version}
        style={{ width, height, transform: `scale(${scale})`, transformOrigin: '0 0' }}
      />
    </div>
  );
}

function Choice({
  label,
  id,
  value,
  options,
  onChange,
}: {
  label: string;
  id: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <span className="choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </span>
  );
}
