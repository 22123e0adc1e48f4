/** Fails when the home page's initial JavaScript exceeds the budget (gzip). Run after `npm run build`. */
import path from 'node:path';
import { HOME_JS_BUDGET_BYTES, initialJavaScript } from './lib/bundle-size.ts';

const { files, totalGzipBytes } = await initialJavaScript(path.resolve(import.meta.dirname, '../dist'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
for (const f of files) console.log(`  ${f.file}  ${kb(f.gzipBytes)}`);
const verdict = totalGzipBytes <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(`home initial JS: ${kb(totalGzipBytes)} gzip, ${verdict} the ${kb(HOME_JS_BUDGET_BYTES)} budget`);
if (totalGzipBytes > HOME_JS_BUDGET_BYTES) process.exit(1);
