/**
 * Fails when a landing page's first view downloads more JavaScript than the budget (gzip), counted as Chromium
 * fetches it from the built site on a phone until the page is idle. Run after `npm run build`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FIRST_VIEW_JS_BUDGET_BYTES, LANDING_PATHS, kb, measureFirstViewJs } from './lib/first-view-js.ts';
import { createSiteServer } from './lib/site-server.ts';

const server = createSiteServer({ root: path.resolve(import.meta.dirname, '..') }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
let over = false;
try {
  for (const page of await measureFirstViewJs(`http://127.0.0.1:${port}`, LANDING_PATHS)) {
    const verdict = page.totalGzipBytes <= FIRST_VIEW_JS_BUDGET_BYTES ? 'within' : 'OVER';
    over ||= verdict === 'OVER';
    console.log(
      `${page.path}: first-view JS ${kb(page.totalGzipBytes)} kB gzip in ${page.files.length} files, ${verdict} the ${kb(FIRST_VIEW_JS_BUDGET_BYTES)} kB budget`,
    );
    for (const f of page.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)} kB`);
  }
} finally {
  server.close();
}
if (over) process.exit(1);
