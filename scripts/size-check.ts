/**
 * The first-view JavaScript of each landing page and of the member centre (signed in), counted as Chromium fetches it
 * from the built site on a phone until the page is idle (gzip). Fails when a page grows beyond its ceiling; says how
 * far each is from the 150 kB target.
 * Then the landing pages' first screens, which must arrive in TCP's first round trip, and each lazily loaded page's own
 * chunk, which may not pass 30 kB gzip.
 * Run after `npm run build`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { demoToken } from './lib/demo-login.ts';
import {
  FIRST_VIEW_JS_BUDGET_BYTES,
  FIRST_VIEW_JS_CEILING_BYTES,
  LANDING_PATHS,
  SIGNED_IN_CEILING_BYTES,
  kb,
  measureFirstViewJs,
  type FirstViewJs,
} from './lib/first-view-js.ts';
import { PAGE_CHUNK_BUDGET_BYTES, pageChunks } from './lib/page-chunks.ts';
import { FIRST_PAGE_BUDGET_BYTES, firstPageBytes } from './lib/first-page.ts';
import { createMockSiteServer } from './lib/mock-site-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const server = createMockSiteServer({ root }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
let grown = false;
let unhinted = false;
try {
  // The member centre opens signed in: the token in the address, as a login link hands it over.
  const token = await demoToken(origin, 'demo_member');
  const signedIn: FirstViewJs[] = [];
  for (const path of Object.keys(SIGNED_IN_CEILING_BYTES)) {
    const [page] = await measureFirstViewJs(origin, [`${path}?token=${token}`]);
    signedIn.push({ ...page!, path });
  }
  const ceilings: Record<string, number> = { ...FIRST_VIEW_JS_CEILING_BYTES, ...SIGNED_IN_CEILING_BYTES };
  for (const page of [...(await measureFirstViewJs(origin, LANDING_PATHS)), ...signedIn]) {
    const ceiling = ceilings[page.path]!;
    const over = page.totalGzipBytes > ceiling;
    grown ||= over;
    const target =
      page.totalGzipBytes <= FIRST_VIEW_JS_BUDGET_BYTES
        ? `within the ${kb(FIRST_VIEW_JS_BUDGET_BYTES)} kB target`
        : `${kb(page.totalGzipBytes - FIRST_VIEW_JS_BUDGET_BYTES)} kB above the ${kb(FIRST_VIEW_JS_BUDGET_BYTES)} kB target`;
    console.log(
      `${page.path}: first-view JS ${kb(page.totalGzipBytes)} kB gzip in ${page.files.length} files, ` +
        `${over ? 'OVER' : 'within'} its ${kb(ceiling)} kB ceiling (${page.totalGzipBytes} B), ${target}`,
    );
    for (const f of page.files)
      console.log(`  ${f.file}  ${kb(f.gzipBytes)} kB${f.compileHint ? '' : '  (no compile hint)'}`);
    // The framework's file is the one whose functions V8 would otherwise compile on the main thread the most: a change
    // of Vite's that put a line above the hint would make it a plain comment.
    if (!page.files[0]?.compileHint) {
      unhinted = true;
      console.log(`${page.path}: ${page.files[0]?.file} does not start with V8's compile hint`);
    }
  }
  for (const path of LANDING_PATHS) {
    const { body, headers, rendered } = await firstPageBytes(`${origin}${path}`);
    const over = body + headers > FIRST_PAGE_BUDGET_BYTES;
    grown ||= over;
    console.log(
      `${path}: the ${rendered ? 'page up to its rendered screen' : 'page'} is ${body} bytes (brotli) + ${headers} of headers, ` +
        `${over ? 'OVER' : 'within'} the ${FIRST_PAGE_BUDGET_BYTES} bytes of TCP's first round trip`,
    );
  }
} finally {
  server.close();
}

// Each lazily loaded page's own chunk (what opening it adds on top of what is already loaded).
const chunks = pageChunks(path.join(root, 'dist'));
const overBudget = chunks.filter((c) => c.gzipBytes > PAGE_CHUNK_BUDGET_BYTES);
console.log(
  `page chunks: ${chunks.length} lazily loaded modules, ${overBudget.length} over ${kb(PAGE_CHUNK_BUDGET_BYTES)} kB gzip`,
);
for (const c of chunks)
  console.log(`  ${c.source}  ${kb(c.gzipBytes)} kB${c.gzipBytes > PAGE_CHUNK_BUDGET_BYTES ? '  OVER' : ''}`);
if (grown || unhinted || overBudget.length > 0) process.exit(1);
