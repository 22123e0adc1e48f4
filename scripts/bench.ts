/**
 * `npm run bench [-- --runs 5] [--pages /,/rng,/member] [--deploys server,static] [--form-factors mobile,desktop]
 * [--skip-lighthouse] [--skip-gateway] [--no-build] [--http1]`
 * Speed and size of what operators deploy: the production server (`npm run serve`) and the mock gateway each as a
 * process of their own, and dist/ on a plain static host in front of the same gateway, side by side with a floor page
 * (scripts/bench-floor: the same framework set rendering a static first screen of the home page's size) built and
 * served in the same run. Lighthouse's timings move with the host's speed and load; their ratio to the floor's does
 * not, so the budgets are ratios, and they hold for the production server (the static host's figures are printed).
 * Prints the first-view JavaScript of each landing page (as Chromium downloads it), Lighthouse medians with their
 * ratios to the floor, the machine's own figures, a verdict line, then the mock gateway under load.
 * Figures go to stdout and bench-results/latest.json.
 * Pages of the member and agent centres (and the points mall) are measured signed in, as the demo member or agent:
 * the site takes a token from the URL query (SPEC §4), so Lighthouse opens them with one.
 * Lighthouse loads the pages over HTTPS with HTTP/2, as a phone gets them from any production host or CDN
 * (scripts/lib/tls-front.ts); `--http1` measures over the plain HTTP/1.1 servers instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildFloor, FLOOR_BASE } from './bench-floor/build-floor.ts';
import { argValue } from '../server/cli-args.ts';
import { missedBudgets, ratiosToFloor, type LighthouseMedians } from './lib/bench-verdict.ts';
import { kb, LANDING_PATHS, launchChromium, measureFirstViewJs, type FirstViewJs } from './lib/first-view-js.ts';
import { startBenchDeploys } from './lib/bench-deploys.ts';
import { demoToken, SCRIPT_GATEWAY_HEADERS } from './lib/demo-login.ts';
import { startTlsFront } from './lib/tls-front.ts';
import { buildSite } from './build.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(argValue('runs') ?? 5);
const pages = (argValue('pages') ?? '/,/rng,/member').split(',');
const formFactors = (argValue('form-factors') ?? 'mobile').split(',') as ('mobile' | 'desktop')[];
/** The production server (budgeted) and the static host (printed, for an operator to choose knowingly). */
const DEPLOYS = ['server', 'static'] as const;
type Deploy = (typeof DEPLOYS)[number];
const deploys = (argValue('deploys') ?? DEPLOYS.join(',')).split(',') as Deploy[];
const FLOOR = 'floor';
const floorDir = path.join(root, 'dist', FLOOR_BASE);
const results: Record<string, unknown> = { at: new Date().toISOString() };

// `--no-build` measures the dist/ as it is (e.g. to compare a hand-edited page against the build); the floor is
// always built, after the site (whose build empties dist/).
if (!process.argv.includes('--no-build')) await buildSite();
await buildFloor(floorDir);

// The gateway and the production server as processes of their own, as operators run them; dist/ on a static host.
const started = await startBenchDeploys(root, { base: FLOOR_BASE, dir: floorDir });
const origin = started.server;
// Over HTTP/1.1 a browser opens at most six connections to a host, so the forty-odd files and calls of a signed-in
// page queue behind each other, and Lighthouse's simulation charges each turn its 150 ms round trip: the figures
// would measure the bench's plain server, not the site. Production hosts speak HTTP/2 (one connection, every
// request at once); the floor is measured through the same front.
const http1 = process.argv.includes('--http1');
const fronts = http1
  ? undefined
  : { server: await startTlsFront(started.server), static: await startTlsFront(started.staticHost) };
const pageOrigins: Record<Deploy, string> = {
  server: fronts?.server.origin ?? started.server,
  static: fronts?.static.origin ?? started.staticHost,
};

const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  loadAverage1m: +os.loadavg()[0]!.toFixed(2),
};
results.machine = machine;
results.protocol = fronts ? 'h2' : 'http/1.1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The address Lighthouse opens: signed in for the member and agent centres; the floor is on the static host. */
async function benchUrl(page: string, at = origin): Promise<string> {
  if (page === FLOOR) return `${at === origin ? started.staticHost : pageOrigins.static}${FLOOR_BASE}`;
  if (page.startsWith('/member') || page.startsWith('/pointMall'))
    return `${at}${page}?token=${await demoToken(started.gateway, 'demo_member')}`;
  if (page.startsWith('/agentHome')) return `${at}${page}?token=${await demoToken(started.gateway, 'demo_agent')}`;
  return `${at}${page}`;
}

// First-view JavaScript of each landing page (budgeted), each page Lighthouse opens (signed in where it must be),
// and the floor (the framework set alone), in one browser.
const browser = await launchChromium();
const firstViewJs = new Map<string, FirstViewJs>();
try {
  for (const page of [...new Set([...LANDING_PATHS, ...pages, FLOOR])]) {
    const url = await benchUrl(page);
    const [measured] = await measureFirstViewJs(new URL(url).origin, [url.slice(new URL(url).origin.length)], browser, {
      popups: page !== FLOOR,
    });
    firstViewJs.set(page, measured!);
    const files = measured!.files.map((f) => `${path.basename(f.file)} ${kb(f.gzipBytes)}`).join(', ');
    console.log(
      `first-view JS ${page}: ${kb(measured!.totalGzipBytes)} kB gzip in ${measured!.files.length} files (${files})`,
    );
  }
} finally {
  await browser.close();
}
results.firstViewJsGzipKb = Object.fromEntries([...firstViewJs].map(([page, js]) => [page, kb(js.totalGzipBytes)]));

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type MetricId = keyof typeof METRIC_AUDITS;
interface Samples {
  performance: number[];
  accessibility: number[];
  metrics: Record<MetricId, number[]>;
}

const verdicts: string[] = [];
/** The budget holds on landing pages only (member and agent pages are lazy and measured signed in). */
const jsOf = (page: string) =>
  (LANDING_PATHS as readonly string[]).includes(page) ? firstViewJs.get(page)?.totalGzipBytes : undefined;
for (const page of LANDING_PATHS.filter((p) => process.argv.includes('--skip-lighthouse') || !pages.includes(p))) {
  const missed = missedBudgets({ page, formFactor: 'mobile', firstViewJsBytes: jsOf(page) });
  verdicts.push(`${page} ${missed.length ? `misses ${missed.join(', ')}` : 'ok'}`);
}

if (!process.argv.includes('--skip-lighthouse')) {
  // The mock builds its world on the first gateway call; a real gateway is already running, so that is not measured.
  for (const page of pages)
    for (const deploy of deploys) await fetch(`${pageOrigins[deploy]}${page}`).catch(() => null);
  const warmUp = await fetch(`${started.gateway}/wps/system/status`, { headers: SCRIPT_GATEWAY_HEADERS });
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
      // The HTTPS fronts' certificates are made for this run.
      ...(fronts ? ['--ignore-certificate-errors'] : []),
    ],
  });
  // `runs`: each run's score; `tbtRuns`: each run's TBT, the most variable figure on a small machine.
  const figures: Record<string, Record<string, LighthouseMedians & { runs: number[]; tbtRuns: number[] }>> = {};
  const benchmarkIndex: number[] = [];
  const measured = [
    { key: FLOOR, page: FLOOR, at: pageOrigins.static },
    ...deploys.flatMap((deploy) => pages.map((page) => ({ key: `${deploy} ${page}`, page, at: pageOrigins[deploy] }))),
  ];
  try {
    for (const formFactor of formFactors) {
      const samples = new Map<string, Samples>();
      // Run by run, the floor and then each page: a change in the machine's load touches both sides of a ratio.
      for (let i = 0; i < runs; i++) {
        for (const { key, page, at } of measured) {
          // Desktop uses Lighthouse's desktop preset (its own throttling), mobile the default mobile preset.
          const result = await lighthouse(
            await benchUrl(page, at),
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`lighthouse returned nothing for ${key}`);
          const s = samples.get(key) ?? {
            performance: [],
            accessibility: [],
            metrics: { fcp: [], lcp: [], tbt: [], cls: [], si: [] },
          };
          samples.set(key, s);
          s.performance.push(Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
          s.accessibility.push(Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100));
          for (const [id, audit] of Object.entries(METRIC_AUDITS) as [MetricId, string][])
            s.metrics[id].push(result.lhr.audits[audit]?.numericValue ?? NaN);
          benchmarkIndex.push(result.lhr.environment.benchmarkIndex);
          // The last run's full report, to see what the score is made of (LCP element, long tasks, chains).
          await mkdir(path.join(root, 'bench-results'), { recursive: true });
          const reportName = `lighthouse-${formFactor}-${key.replace(/\W+/g, '-').replace(/-$/, '')}.json`;
          await writeFile(path.join(root, 'bench-results', reportName), JSON.stringify(result.lhr));
        }
      }
      for (const [key, s] of samples) {
        const m = (id: MetricId) => +median(s.metrics[id]).toFixed(id === 'cls' ? 3 : 0);
        (figures[key] ??= {})[formFactor] = {
          performance: median(s.performance),
          accessibility: median(s.accessibility),
          runs: s.performance,
          tbtRuns: s.metrics.tbt.map((ms) => Math.round(ms)),
          fcp: m('fcp'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
          si: m('si'),
        };
      }
      const floor = figures[FLOOR]![formFactor]!;
      console.log(
        `lighthouse floor ${formFactor}: performance ${floor.performance} (runs ${floor.runs.join(', ')}); ` +
          `FCP ${floor.fcp} ms, LCP ${floor.lcp} ms, TBT ${floor.tbt} ms (runs ${floor.tbtRuns.join(', ')}), CLS ${floor.cls}, ` +
          `SI ${floor.si} ms`,
      );
      for (const { key, page } of measured.slice(1)) {
        const f = figures[key]![formFactor]!;
        const r = ratiosToFloor(f, floor);
        const x = (ratio: number | null) => (ratio === null ? 'floor 0' : `${ratio}× floor`);
        console.log(
          `lighthouse ${key} ${formFactor}: performance ${f.performance} (runs ${f.runs.join(', ')}), accessibility ${f.accessibility}; ` +
            `TBT ${f.tbt} ms (${x(r.tbt)}; runs ${f.tbtRuns.join(', ')}), LCP ${f.lcp} ms (${x(r.lcp)}), SI ${f.si} ms (${x(r.si)}), FCP ${f.fcp} ms (${x(r.fcp)}), CLS ${f.cls}`,
        );
        // The budgets hold for what operators run: the production server.
        if (!key.startsWith('server ')) continue;
        const missed = missedBudgets({ page, formFactor, figures: f, floor, firstViewJsBytes: jsOf(page) });
        verdicts.push(`${page} ${formFactor} ${missed.length ? `misses ${missed.join(', ')}` : 'ok'}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  results.lighthouse = figures;
  Object.assign(machine, { benchmarkIndex: median(benchmarkIndex) });
}
await fronts?.server.close();
await fronts?.static.close();
await started.close();

console.log(
  `protocol: ${fronts ? 'HTTPS with HTTP/2 (a production host; --http1 for the plain servers)' : 'HTTP/1.1 (--http1)'}`,
);
console.log(
  `machine: ${machine.cores} cores (${machine.cpu}), load ${machine.loadAverage1m} at the start` +
    ('benchmarkIndex' in machine ? `, Lighthouse benchmarkIndex ${machine.benchmarkIndex as number} (median)` : ''),
);
const passed = verdicts.every((v) => v.endsWith(' ok'));
results.verdict = verdicts;
console.log(`verdict: ${passed ? 'within budget' : 'OVER budget'}: ${verdicts.join('; ')}`);

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
