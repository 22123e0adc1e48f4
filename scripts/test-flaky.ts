/**
 * `npm run test:flaky -- <spec or -g pattern...> [--repeat N] [--hog]`: runs the chosen end-to-end tests N times
 * (default 10) with `playwright test --repeat-each N --workers 2 --retries 0` and prints, per test, how many of its
 * runs failed. A test that fails once in N is flaky: fix what it waits on (see README, "Tests"), never with retries or
 * longer time-outs. `--hog` keeps one core busy with a spinning node process for the whole run, as a busy machine would.
 * Every other argument goes to Playwright as it is (`E2E_PORT`, `E2E_SKIP_BUILD` are read by its config). Exits
 * non-zero when any run failed or Playwright itself failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

const REPORT = 'test-results/playwright.json';

const args = process.argv.slice(2);
let repeat = 10;
let hog = false;
const passOn: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--hog') hog = true;
  else if (arg === '--repeat' || arg.startsWith('--repeat=')) {
    repeat = Number(arg.includes('=') ? arg.slice('--repeat='.length) : args[++i]);
    if (!Number.isInteger(repeat) || repeat < 1) {
      console.error('--repeat takes a whole number of runs (1 or more)');
      process.exit(2);
    }
  } else passOn.push(arg);
}

/** The previous run's report must not be read as this one's if Playwright stops before writing it. */
rmSync(REPORT, { force: true });

let spinner: ChildProcess | undefined;
if (hog) {
  spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  console.log(`CPU hog: node process ${spinner.pid} spinning on one core`);
}
const stopHog = () => spinner?.kill('SIGKILL');
process.on('exit', stopHog);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopHog();
    process.exit(130);
  });

const started = Date.now();
const playwright = spawn(
  'npx',
  ['playwright', 'test', ...passOn, '--repeat-each', String(repeat), '--workers', '2', '--retries', '0'],
  { stdio: 'inherit' },
);
const code = await new Promise<number>((resolve) => playwright.on('close', (c) => resolve(c ?? 1)));
stopHog();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

if (!existsSync(REPORT)) {
  console.error(`\nNo ${REPORT}: Playwright stopped before reporting (exit ${code}).`);
  process.exit(code || 1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as JSONReport;

/** Per test (file:line title): its runs (skipped ones left out) and how many failed. */
const tally = new Map<string, { runs: number; failed: number }>();
function walk(suite: JSONReportSuite, titles: string[]): void {
  const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs) {
    const name = `${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')}`;
    const entry = tally.get(name) ?? { runs: 0, failed: 0 };
    for (const t of spec.tests) {
      if (t.status === 'skipped') continue;
      entry.runs++;
      if (t.status !== 'expected') entry.failed++;
    }
    tally.set(name, entry);
  }
  for (const child of suite.suites ?? []) walk(child, path);
}
for (const suite of report.suites) walk(suite, []);

const failing = [...tally].filter(([, t]) => t.failed > 0).sort((a, b) => b[1].failed - a[1].failed);
const runs = [...tally.values()].reduce((n, t) => n + t.runs, 0);
console.log(
  `\n${tally.size} tests × ${repeat}${hog ? ' beside a CPU hog' : ''}: ${runs} runs, ` +
    `${failing.reduce((n, [, t]) => n + t.failed, 0)} failed, in ${minutes} min`,
);
for (const [name, t] of failing) console.log(`  ${t.failed}/${t.runs} failed  ${name}`);
for (const error of report.errors) console.log(`  error outside a test: ${error.message?.split('\n')[0]}`);
if (failing.length === 0 && code === 0) console.log('  every run passed');
process.exit(failing.length > 0 || report.errors.length > 0 || code !== 0 ? 1 : 0);
