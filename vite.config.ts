import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { merchantMeta, merchantMetaTag } from './server/merchant-meta.ts';
import { copySiteConfig, merchantFolders } from './server/site-config-files.ts';
import { precompressAssets } from './build-plugins/precompress.ts';
import { firstScreenChunks } from './build-plugins/first-screen-chunks.ts';
import { earlyFetches } from './build-plugins/early-fetches.ts';
import { pageComments } from './build-plugins/page-comments.ts';
import { compileHints } from './build-plugins/compile-hints.ts';
import { writeDeployHeaders } from './server/security-headers.ts';
import { writeWebApps } from './build-plugins/web-app.ts';
import { scopedClassName } from './build-plugins/css-class-names.ts';
import { CATEGORIES } from './src/lib/games/categories.ts';
import { HOME_PATHS } from './src/features/home/home-paths.ts';
import { FIRST_SCREEN_NAMESPACES } from './src/lib/i18n/first-screen-namespaces.ts';

const merchant = process.env.WL_MERCHANT;
const LOCALE_FILE = /src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
const LOCALE_INDEX = /src[\\/]locales[\\/](\w+)[\\/]index\.ts$/;
// One file per language for the first screen's words; every other namespace (the account dialogs, money, the
// centres...) in a file of its own, fetched with the first page that uses it, so the first screen never grows with them.
const FIRST_SCREEN = new Set<string>(FIRST_SCREEN_NAMESPACES);
const localeChunk = (id: string) => {
  const index = LOCALE_INDEX.exec(id)?.[1];
  // A language's map of its namespaces in a file of its own: a page the server rendered has its first words already.
  if (index) return `words-map-${index}`;
  const [, language, namespace] = LOCALE_FILE.exec(id) ?? [];
  if (!language || !namespace) return null;
  return FIRST_SCREEN.has(namespace) ? `locale-${language}` : `${namespace}-words-${language}`;
};
const root = fileURLToPath(new URL('.', import.meta.url));
const siteConfigDir = path.join(root, 'site-config');
const categoryPaths = (kind: 'list' | 'centre') =>
  Object.values(CATEGORIES)
    .filter((c) => c.kind === kind)
    .map((c) => c.route);
// The pages a visit most often lands on: their chunks are fetched with the entry (see build-plugins/early-fetches.ts).
const landingPages = {
  'src/features/home/home-screen.tsx': HOME_PATHS,
  'src/features/games/game-list-page.tsx': categoryPaths('list'),
  'src/features/games/vendor-centre-page.tsx': categoryPaths('centre'),
};

// A signed-in visit's extras on every page (the header's member parts, push, the receipt check), then the member
// centre's frame and the reads its pages share: one file each instead of twenty small ones.
const signedInGroups = [
  {
    name: 'signed-in',
    starts: [
      'src/app/push-reactions.tsx',
      'src/features/shell/balance-feed.tsx',
      'src/features/shell/header-avatar.tsx',
      'src/features/member/withdrawal-receipt-watch.tsx',
      'src/features/shell/member-actions.tsx',
      'src/app/signed-in-mounts.tsx',
    ],
  },
  {
    name: 'member-centre',
    starts: [
      'src/features/member/member-centre-layout.tsx',
      'src/features/member/member-index.tsx',
      // The reads of the account page the index leads to, which most of the centre's pages share.
      'src/features/member/account-queries.ts',
      'src/features/member/wallet-queries.ts',
      'src/lib/wallet/main-wallet.ts',
    ],
  },
];
// What those and the safer-gambling watch need that a visitor's page needs too (form machines, query hooks, money
// styles): one file rather than a score of small ones.
const signedInKit = {
  name: 'member-kit',
  starts: ['src/features/member/safer-watch.tsx'],
  without: ['src/features/promotions/promotions-page.tsx'],
};
// Lazy modules only a signed-in visit opens (the centres' pages): what they share may go into the groups above.
const signedInOnly = (file: string) => /^src\/features\/(member|agent|contracts|messages)\//.test(file);

// Package modules the first screen reaches only through an index whose other exports pull them in: XState's index
// holds setup(), which references every action creator (the boot machine builds itself without it).
const heldBack = (file: string) => /^node_modules\/xstate\/dist\/(xstate|log-\w+)\.esm\.js$/.test(file);

// Chunks the page's head fetches on every path with the entry (build-plugins/early-fetches.ts), as the runtime and
// the shell: a lazy chunk's preload list need not name them.
const everyPage = ['pages'];
const fetchedWithEntry = new RegExp(`(^|/)(rolldown-runtime|shell|${everyPage.join('|')})-[\\w-]+\\.js$`);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // A signed-in visit calls the member's endpoints and opens the centres: their tables come with the signed-in file,
    // and the words of the centres' frames, the member's pages, the header's avatar and push messages with them (the
    // later routes wait for the frames' words: fetched once the app has run, they held the centre back two requests).
    earlyFetches({
      routeModules: landingPages,
      everyPage,
      signedIn: ['signed-in', 'later-table', 'later-routes', 'favourites-store'],
      signedInWords: ['later', 'member', 'content', 'push'],
    }),
    pageComments(),
    compileHints(),
    {
      name: 'wl-merchant',
      transformIndexHtml: (html) =>
        merchantMetaTag(html, merchant, merchant ? merchantMeta(siteConfigDir, merchant) : undefined),
    },
    {
      name: 'wl-site-config',
      apply: 'build',
      async writeBundle(options) {
        await copySiteConfig(siteConfigDir, `${options.dir}/site-config`, merchant);
        // Each merchant's web app manifest and icons, made from its icon (build-plugins/web-app.ts).
        await writeWebApps(
          siteConfigDir,
          `${options.dir}/site-config`,
          merchant ? [merchant] : merchantFolders(siteConfigDir),
        );
      },
    },
    {
      // The policy npm start sends, as files for the host dist/ is deployed on (_headers, an nginx snippet).
      name: 'wl-security-headers',
      apply: 'build',
      async writeBundle(options) {
        await writeDeployHeaders(options.dir!, siteConfigDir, merchant);
      },
    },
    {
      name: 'wl-precompress',
      apply: 'build',
      async writeBundle(options) {
        await precompressAssets(`${options.dir}/assets`);
      },
    },
  ],
  css: { modules: { generateScopedName: scopedClassName(root) } },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's exports name only its development build, warnings and all (remix-run/react-router#12532,
      // #14102): the build takes the production one it ships beside it (0.5 kB of the first screen).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
      // React's own hook instead of the pre-18 polyfill react-i18next imports.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/react-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // Maps beside the files, for error reports and profiles, without a comment naming them in every file a phone
    // downloads; browser tools take a map added by hand.
    sourcemap: 'hidden',
    manifest: true,
    // Every supported browser preloads modules natively; the polyfill only costs start-up time.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preload list names only what is not fetched yet: the runtime, the shell and the chunks every
      // page fetches always are, and a chunk with nothing else to fetch needs no list (its import fetches it). Every
      // name costs the first screen.
      resolveDependencies: (file, deps) => {
        const rest = deps.filter((dep) => !fetchedWithEntry.test(dep));
        return rest.length === 1 && rest[0] === file ? [] : rest;
      },
    },
    // Styles by chunk: the page inlines the shell's, a rendered page the ones its markup uses (server/page-styles.ts),
    // and a lazy chunk brings its own. No page waits on a stylesheet request before its first paint.
    cssCodeSplit: true,
    rolldownOptions: {
      input: { index: path.join(root, 'index.html') },
      output: {
        // Fewer, larger files on the first visit: a phone opens only a few connections at a time.
        codeSplitting: {
          groups: [
            // The first visit's files: the entry's modules, then what the landing pages share.
            {
              name: firstScreenChunks(root, {
                entry: 'src/app/main.tsx',
                landingPages: Object.keys(landingPages),
                groups: signedInGroups,
                kit: signedInKit,
                signedInOnly,
                heldBack,
              }),
              debugName: 'first-screen',
              // Each module goes where the plan puts it, not where the first module that imports it went.
              includeDependenciesRecursively: false,
            },
            // One file per language (its namespaces are tiny).
            { name: localeChunk, debugName: 'locales' },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
}));
