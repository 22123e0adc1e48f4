/**
 * `npm run bench [-- --runs 3] [--pages /,/rng,/member] [--form-factors mobile,desktop] [--skip-lighthouse] [--skip-gateway] [--no-build]`
 * Speed and size, measured: the home page's initial JS (gzip), Lighthouse (mobile and desktop, median of N runs)
 * and the mock gateway under load. Figures go to stdout and bench-results/latest.json.
 * Pages of the member and agent centres are measured signed in, as the demo member or agent: the site takes a
 * token from the URL query (SPEC §4), so Lighthouse opens them with one.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { loginThroughGateway } from '../mock-gateway/lib/jwe-client.ts';
import { argValue } from './lib/cli-args.ts';
import { HOME_JS_BUDGET_BYTES, initialJavaScript, pageJavaScript } from './lib/bundle-size.ts';
import { createSiteServer } from './lib/site-server.ts';
import { buildSite } from './build.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(argValue('runs') ?? 3);
const pages = (argValue('pages') ?? '/').split(',');
const formFactors = (argValue('form-factors') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const results: Record<string, unknown> = { at: new Date().toISOString() };

// `--no-build` measures the dist/ as it is (e.g. to compare a hand-edited page against the build).
if (!process.argv.includes('--no-build')) await buildSite();
const size = await initialJavaScript(path.join(root, 'dist'));
results.homeInitialJsGzipKb = +(size.totalGzipBytes / 1024).toFixed(1);
console.log(`home initial JS: ${results.homeInitialJsGzipKb} kB gzip (budget ${HOME_JS_BUDGET_BYTES / 1024} kB)`);
// The landing page's own chunks come on top (the page's loader fetches them with the entry), and one dictionary.
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const homePage = await pageJavaScript(path.join(root, 'dist'), 'src/features/home/home-screen.tsx');
const listPage = await pageJavaScript(path.join(root, 'dist'), 'src/features/games/game-list-page.tsx');
results.landingPageJsGzipKb = { home: kb(homePage.totalGzipBytes), gameList: kb(listPage.totalGzipBytes) };
console.log(
  `landing page chunks on top of the entry: home ${kb(homePage.totalGzipBytes)} kB, game list ${kb(listPage.totalGzipBytes)} kB gzip`,
);

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type MetricId = keyof typeof METRIC_AUDITS;
interface PageFigures {
  performance: number;
  accessibility: number;
  runs: number[];
  /** Median of each metric over the runs (ms, CLS unitless). */
  medians: Record<MetricId, number>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const GATEWAY_HEADERS = { Merchant: 'RA88', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

/** The address Lighthouse opens: signed in for the member and agent centres. */
async function benchUrl(origin: string, page: string): Promise<string> {
  if (page.startsWith('/member'))
    return `${origin}${page}?token=${await loginThroughGateway(origin, GATEWAY_HEADERS, 'demo_member', 'Member123')}`;
  if (page.startsWith('/agentHome'))
    return `${origin}${page}?token=${await loginThroughGateway(origin, GATEWAY_HEADERS, 'demo_agent', 'Agent123')}`;
  return `${origin}${page}`;
}

if (!process.argv.includes('--skip-lighthouse')) {
  const server = createSiteServer({ root }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  // The mock builds its world on the first gateway call; a real gateway is already running, so that is not measured.
  for (const page of pages) await fetch(`http://127.0.0.1:${port}${page}`);
  const warmUp = await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: GATEWAY_HEADERS });
  if (!warmUp.ok) throw new Error(`gateway warm-up failed: HTTP ${warmUp.status}`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const lighthouseFigures: Record<string, Record<string, PageFigures>> = {};
  try {
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const perf: number[] = [];
        const a11y: number[] = [];
        const metrics: Record<MetricId, number[]> = { fcp: [], lcp: [], tbt: [], cls: [], si: [] };
        for (let i = 0; i < runs; i++) {
          // Desktop uses Lighthouse's desktop preset (its own throttling), mobile the default mobile preset.
          const result = await lighthouse(
            await benchUrl(`http://127.0.0.1:${port}`, page),
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
          perf.push(Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
          a11y.push(Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100));
          for (const [id, audit] of Object.entries(METRIC_AUDITS) as [MetricId, string][])
            metrics[id].push(result.lhr.audits[audit]?.numericValue ?? NaN);
          // The last run's full report, to see what the score is made of (LCP element, long tasks, chains).
          await mkdir(path.join(root, 'bench-results'), { recursive: true });
          const reportName = `lighthouse-${formFactor}${page.replace(/\W+/g, '-')}.json`;
          await writeFile(path.join(root, 'bench-results', reportName), JSON.stringify(result.lhr));
        }
        const medians = Object.fromEntries(
          Object.entries(metrics).map(([id, values]) => [id, +median(values).toFixed(id === 'cls' ? 3 : 0)]),
        ) as Record<MetricId, number>;
        (lighthouseFigures[page] ??= {})[formFactor] = {
          performance: median(perf),
          accessibility: median(a11y),
          runs: perf,
          medians,
        };
        console.log(
          `lighthouse ${page} ${formFactor}: performance ${median(perf)} (runs ${perf.join(', ')}), accessibility ${median(a11y)}; ` +
            `FCP ${medians.fcp} ms, LCP ${medians.lcp} ms, TBT ${medians.tbt} ms, CLS ${medians.cls}, SI ${medians.si} ms`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  results.lighthouse = lighthouseFigures;
}

if (!process.argv.includes('--skip-gateway')) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench-gateway.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  results.gatewayBench = run.status === 0 ? 'see output above' : `failed (exit ${run.status})`;
}

await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
console.log('figures written to bench-results/latest.json');
