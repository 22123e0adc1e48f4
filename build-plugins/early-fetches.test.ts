// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { earlyFetches, type EarlyFetchOptions } from './early-fetches.ts';

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
  'assets/words-map-ty-J9.js': chunk('assets/words-map-ty-J9.js'),
};
const options: EarlyFetchOptions = { routeModules: { 'src/features/games/list.tsx': ['/rng', '/live'] } };

function transform(html: string, files: Record<string, unknown>, opts: EarlyFetchOptions = {}): string {
  const hook = earlyFetches(opts).transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { bundle: files } as unknown as IndexHtmlTransformContext);
}

/** Runs the page's inline script in this document and lists what it asked for. */
function runLoader(
  page: string,
  {
    path,
    languages,
    stored,
    signedIn,
    rendered,
    carried = [],
  }: {
    path: string;
    languages?: string;
    stored?: string;
    signedIn?: boolean;
    rendered?: boolean;
    carried?: string[];
  },
) {
  document.documentElement.toggleAttribute('data-signed-in', signedIn === true);
  document.documentElement.toggleAttribute('data-rendered', rendered === true);
  document.head.innerHTML =
    carried.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('') +
    (languages ? `<meta name="wl-merchant" content="royal" data-languages="${languages}">` : '');
  history.replaceState(null, '', path);
  localStorage.clear();
  if (stored) localStorage.setItem('curLang', stored);
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
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

describe('early-fetches page', () => {
  const page = transform(built, bundle, options);

  it('inlines the entry stylesheet so no request blocks the first paint', () => {
    // Named as a disabled link, so the app's chunk loader never adds it again.
    expect(page).toContain(
      '<style>.boot-splash{display:grid}</style><link rel="stylesheet" href="/assets/index-C3.css" disabled>',
    );
    expect(page).not.toMatch(/rel="stylesheet"(?![^>]*disabled)/);
  });

  it('keeps the entry module and its preloads as Vite writes them, and asks for the rest from the head at once', () => {
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B2.js">');
    expect(page).not.toMatch(/requestAnimationFrame/);
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('</head>'));
    expect(runLoader(page, { path: '/promo' })).toEqual([]);
  });

  it('fetches the landing page chunks and the default dictionary with its map, without what the entry fetches', () => {
    expect(runLoader(page, { path: '/RNG', languages: 'TY,EN' })).toEqual([
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/grid-E5.js',
      'modulepreload /assets/locale-ty-F6.js',
      'modulepreload /assets/words-map-ty-J9.js',
    ]);
  });

  it('fetches no dictionary for a page the server rendered: its words come with it', () => {
    expect(runLoader(page, { path: '/rng', languages: 'TY,EN', rendered: true })).toEqual([
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/grid-E5.js',
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
    expect(runLoader(signed, { path: '/promo' })).toEqual(['modulepreload /assets/grid-E5.js']);
    expect(runLoader(signed, { path: '/rng', signedIn: true })).toEqual([
      'modulepreload /assets/grid-E5.js',
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/locale-en-G7.js',
    ]);
    expect(() => transform(built, bundle, { everyPage: ['gone'] })).toThrow(/no chunk named gone/);
  });

  it("fetches a signed-in visit's words in its language with the language's map, and none for a visitor", () => {
    const withWords = {
      ...bundle,
      'assets/later-words-ty-K1.js': chunk('assets/later-words-ty-K1.js'),
      'assets/later-words-en-L2.js': chunk('assets/later-words-en-L2.js'),
      'assets/sms-words-ty-M3.js': chunk('assets/sms-words-ty-M3.js'),
    };
    const page = transform(built, withWords, { ...options, signedInWords: ['later'] });
    const member = { path: '/member', languages: 'TY,EN', signedIn: true, rendered: true };
    expect(runLoader(page, member)).toEqual([
      'modulepreload /assets/words-map-ty-J9.js',
      'modulepreload /assets/later-words-ty-K1.js',
    ]);
    // English has no map in this build: its words alone.
    expect(runLoader(page, { ...member, stored: 'EN' })).toEqual(['modulepreload /assets/later-words-en-L2.js']);
    expect(runLoader(page, { ...member, signedIn: false })).toEqual([]);
    // On a page the app renders itself, the map comes with the first screen's words, once.
    expect(runLoader(page, { ...member, rendered: false })).toEqual([
      'modulepreload /assets/words-map-ty-J9.js',
      'modulepreload /assets/later-words-ty-K1.js',
      'modulepreload /assets/locale-ty-F6.js',
    ]);
  });

  it("asks once, first, for the entry's imports the page does not preload, and leaves them out of the lists", () => {
    const shell = chunk('assets/shell-H8.js');
    const entryImportsShell = {
      ...bundle,
      'assets/index-A1.js': chunk('assets/index-A1.js', { imports: ['assets/react-B2.js', 'assets/shell-H8.js'] }),
      'assets/shell-H8.js': shell,
      'assets/list-D4.js': chunk('assets/list-D4.js', {
        facadeModuleId: '/repo/src/features/games/list.tsx',
        imports: ['assets/shell-H8.js', 'assets/grid-E5.js'],
      }),
    };
    const page = transform(built, entryImportsShell, options);
    expect(page.match(/shell-H8/g)).toHaveLength(1);
    expect(runLoader(page, { path: '/rng' })).toEqual([
      'modulepreload /assets/shell-H8.js',
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/grid-E5.js',
    ]);
  });

  it("preloads the stylesheets of the chunks it fetches, which the app waits for, but not the page's own", () => {
    const withStyles = {
      ...bundle,
      'assets/index-A1.js': chunk('assets/index-A1.js', {
        imports: ['assets/react-B2.js'],
        viteMetadata: { importedCss: new Set(['assets/index-C3.css']) },
      }),
      'assets/list-D4.js': chunk('assets/list-D4.js', {
        facadeModuleId: '/repo/src/features/games/list.tsx',
        imports: ['assets/grid-E5.js'],
        viteMetadata: { importedCss: new Set(['assets/list-I9.css', 'assets/index-C3.css']) },
      }),
      'assets/list-I9.css': { type: 'asset', source: '.list{}' },
    };
    const page = transform(built, withStyles, options);
    expect(runLoader(page, { path: '/rng' })).toEqual([
      'modulepreload /assets/list-D4.js',
      'preload /assets/list-I9.css',
      'modulepreload /assets/grid-E5.js',
    ]);
    // What every page loads brings its stylesheet inline instead.
    const everyPage = transform(built, withStyles, { ...options, everyPage: ['list'] });
    expect(everyPage).toContain(
      '<style>.boot-splash{display:grid}.list{}</style><link rel="stylesheet" href="/assets/index-C3.css" disabled>' +
        '<link rel="stylesheet" href="/assets/list-I9.css" disabled>',
    );
    expect(runLoader(everyPage, { path: '/promo' })).toEqual([
      'modulepreload /assets/list-D4.js',
      'modulepreload /assets/grid-E5.js',
    ]);
    // A page the server rendered with the sheet's rules names it (server/render-page.ts): not fetched.
    const fetched = runLoader(page, { path: '/rng', carried: ['/assets/list-I9.css'] });
    expect(fetched).not.toContain('preload /assets/list-I9.css');
  });

  it('refuses a page without an entry module, and a landing page module that was not built', () => {
    expect(() => transform('<html><body></body></html>', {})).toThrow(/no entry module/);
    expect(() => transform(built, bundle, { routeModules: { 'src/gone.tsx': ['/gone'] } })).toThrow(
      /no chunk for the page module src\/gone.tsx/,
    );
  });
});
