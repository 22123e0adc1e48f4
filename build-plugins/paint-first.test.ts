// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { paintFirst, type PaintFirstOptions } from './paint-first.ts';

const built = `<html><head><!--wl-merchant-->
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head><body><div id="root"><div class="boot-splash"></div></div></body></html>`;

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/-\w+\.js$/, '').replace('assets/', ''),
  facadeModuleId: null,
  imports: [],
  ...extra,
});
const bundle = {
  'assets/index-C3.css': { type: 'asset', source: '.boot-splash{display:grid}' },
  'assets/index-A1.js': chunk('assets/index-A1.js', { imports: ['assets/react-B2.js'] }),
  'assets/react-B2.js': chunk('assets/react-B2.js'),
  'assets/list-D4.js': chunk('assets/list-D4.js', {
    facadeModuleId: '/repo/src/features/games/list.tsx',
    imports: ['assets/react-B2.js', 'assets/grid-E5.js'],
  }),
  'assets/grid-E5.js': chunk('assets/grid-E5.js'),
  'assets/locale-ty-F6.js': chunk('assets/locale-ty-F6.js'),
  'assets/locale-en-G7.js': chunk('assets/locale-en-G7.js'),
};
const options: PaintFirstOptions = { routeModules: { 'src/features/games/list.tsx': ['/rng', '/live'] } };

function transform(html: string, files: Record<string, unknown>, opts: PaintFirstOptions = {}): string {
  const hook = paintFirst(opts).transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { bundle: files } as unknown as IndexHtmlTransformContext);
}

/** Runs the page's scripts in this document (as if its first frame had painted) and lists what they asked for. */
function runLoader(
  page: string,
  { path, languages, stored, signedIn }: { path: string; languages?: string; stored?: string; signedIn?: boolean },
) {
  document.documentElement.toggleAttribute('data-signed-in', signedIn === true);
  document.head.innerHTML = languages ? `<meta name="wl-merchant" content="royal" data-languages="${languages}">` : '';
  history.replaceState(null, '', path);
  localStorage.clear();
  if (stored) localStorage.setItem('curLang', stored);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden'); // hidden: at once
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
  // The head's script, then the loader at the end of the body, as the browser runs them.
  for (const [, script] of page.matchAll(/<script>([\s\S]*?)<\/script>/g))
    // eslint-disable-next-line no-new-func -- the test runs the page's inline scripts as the browser would
    new Function(script!)();
  vi.runAllTimers(); // each preload is added in a task of its own
  vi.useRealTimers();
  return asked();
}

/** What the page's scripts have asked for so far. */
const asked = () =>
  [...document.head.querySelectorAll('link, script')].map((el) => {
    const href = el.getAttribute('href') ?? el.getAttribute('src');
    return `${el.getAttribute('rel') ?? el.tagName.toLowerCase()} ${href}`;
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('paint-first page', () => {
  const page = transform(built, bundle, options);

  it('inlines the entry stylesheet so no request blocks the first paint', () => {
    expect(page).toContain('<style>.boot-splash{display:grid}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('requests the entry module, then its preloads one task each, only from the loader at the end of the body', () => {
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page).toMatch(/requestAnimationFrame/);
    expect(page.lastIndexOf('<script>')).toBeGreaterThan(page.indexOf('boot-splash'));
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('</head>')); // the head's marks the language only
    expect(runLoader(page, { path: '/promo' })).toEqual([
      'script /assets/index-A1.js',
      'modulepreload /assets/react-B2.js',
    ]);
  });

  it('fetches the landing page chunks and the default dictionary with the entry', () => {
    expect(runLoader(page, { path: '/RNG', languages: 'TY,EN' })).toEqual([
      'script /assets/index-A1.js',
      'modulepreload /assets/react-B2.js',
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/grid-E5.js',
      'modulepreload /assets/locale-ty-F6.js',
    ]);
  });

  it('fetches the stored language when the merchant supports it, else the default', () => {
    expect(runLoader(page, { path: '/', languages: 'TY,EN', stored: 'EN' })).toContain(
      'modulepreload /assets/locale-en-G7.js',
    );
    const other = runLoader(page, { path: '/', languages: 'TY,EN', stored: 'PT' });
    expect(other).toContain('modulepreload /assets/locale-ty-F6.js');
    expect(other.filter((l) => l.includes('locale-'))).toHaveLength(1);
  });

  it('fetches what every page needs on any path, and a signed-in visit its own chunks, each file once', () => {
    const signed = transform(built, bundle, { ...options, everyPage: ['grid'], signedIn: ['locale-en'] });
    expect(runLoader(signed, { path: '/promo' })).toEqual([
      'script /assets/index-A1.js',
      'modulepreload /assets/react-B2.js',
      'modulepreload /assets/grid-E5.js',
    ]);
    expect(runLoader(signed, { path: '/rng', signedIn: true })).toEqual([
      'script /assets/index-A1.js',
      'modulepreload /assets/react-B2.js',
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/grid-E5.js',
      'modulepreload /assets/locale-en-G7.js',
    ]);
    expect(() => transform(built, bundle, { everyPage: ['gone'] })).toThrow(/no chunk named gone/);
  });

  it('refuses a page without an entry module, and a landing page module that was not built', () => {
    expect(() => transform('<html><body></body></html>', {})).toThrow(/no entry module/);
    expect(() => transform(built, bundle, { routeModules: { 'src/gone.tsx': ['/gone'] } })).toThrow(
      /no chunk for the page module src\/gone.tsx/,
    );
  });
});
