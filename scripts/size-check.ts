/**
 * The first-view JavaScript of each landing page, counted as Chromium fetches it from the built site on a phone until
 * the page is idle (gzip). Fails when a page grows beyond its ceiling; says how far each is from the 150 kB target.
 * Run after `npm run build`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  FIRST_VIEW_JS_BUDGET_BYTES,
  FIRST_VIEW_JS_CEILING_BYTES,
  LANDING_PATHS,
  kb,
  measureFirstViewJs,
} from './lib/first-view-js.ts';
import { createSiteServer } from './lib/site-server.ts';

const server = createSiteServer({ root: path.resolve(import.meta.dirname, '..') }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
let grown = false;
try {
  for (const page of await measureFirstViewJs(`http://127.0.0.1:${port}`, LANDING_PATHS)) {
    const ceiling = FIRST_VIEW_JS_CEILING_BYTES[page.path as (typeof LANDING_PATHS)[number]];
    const over = page.totalGzipBytes > ceiling;
    grown ||= over;
    const target =
      page.totalGzipBytes <= FIRST_VIEW_JS_BUDGET_BYTES
        ? `within the ${kb(FIRST_VIEW_JS_BUDGET_BYTES)} kB target`
        : `${kb(page.totalGzipBytes - FIRST_VIEW_JS_BUDGET_BYTES)} kB above the ${kb(FIRST_VIEW_JS_BUDGET_BYTES)} kB target`;
    console.log(
      `${page.path}: first-view JS ${kb(page.totalGzipBytes)} kB gzip in ${page.files.length} files, ` +
        `${over ? 'OVER' : 'within'} its ${kb(ceiling)} kB ceiling, ${target}`,
    );
    for (const f of page.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)} kB`);
  }
} finally {
  server.close();
}
if (grown) process.exit(1);
