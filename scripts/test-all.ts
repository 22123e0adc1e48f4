/**
 * `npm test`: everything a change must pass, in order, stopping at the first red step.
 * Checks for the browser first, and ends with its own figures: the tests counted, the time of each step and of the
 * whole run, and the slowest tests.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.js';
import { playwrightFigures, slowest, vitestFigures } from './lib/suite-figures.js';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const results = path.join(root, 'test-results');

const steps: [string, string, string[], NodeJS.ProcessEnv?][] = [
  ['generated code is up to date', bin('tsx'), ['scripts/gen.ts', '--check']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['formatting (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['merchant config', bin('tsx'), ['scripts/config-check.ts']],
  [
    'unit and contract tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`],
  ],
  ['production build', bin('tsx'), ['scripts/build.ts']],
  ['end-to-end and accessibility (Chromium)', bin('playwright'), ['test'], { E2E_SKIP_BUILD: '1' }],
  // Last: a page over its JavaScript budget still gets its behaviour tested first.
  ['first-view JavaScript budget (Chromium)', bin('tsx'), ['scripts/size-check.ts']],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const browser = ensureChromium();
if (!browser.ok) {
  console.error(`✗ ${browser.message}`);
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
const runStarted = Date.now();
const stepTimes: [string, number][] = [];
let failedStep: string | null = null;
for (const [title, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const took = Date.now() - started;
  stepTimes.push([title, took]);
  if (result.status !== 0) {
    console.log(`✗ ${title} failed after ${seconds(took)}`);
    failedStep = title;
    break;
  }
  console.log(`✓ ${title} (${seconds(took)})`);
}

const unit = vitestFigures(path.join(results, 'vitest.json'));
const e2e = playwrightFigures(path.join(results, 'playwright.json'));
console.log('\nsteps:');
for (const [title, took] of stepTimes) console.log(`  ${seconds(took).padStart(8)}  ${title}`);
console.log(`total time: ${seconds(Date.now() - runStarted)}`);
const slow = slowest([...unit.timings, ...e2e.timings], 10);
if (slow.length) {
  console.log('slowest tests:');
  for (const t of slow) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.title}`);
}
const passed = unit.counts.passed + e2e.counts.passed;
const failed = unit.counts.failed + e2e.counts.failed;
const skipped = unit.counts.skipped + e2e.counts.skipped;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedStep) {
  console.log(`npm test failed at: ${failedStep}`);
  process.exit(1);
}
