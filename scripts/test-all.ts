/**
 * `npm test`: everything a change must pass, in order, stopping at the first red step.
 * Closes with one line counting the tests of Vitest and Playwright.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const steps: [string, string, string[], NodeJS.ProcessEnv?][] = [
  ['generated code is up to date', bin('tsx'), ['scripts/gen.ts', '--check']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['formatting (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['merchant config', bin('tsx'), ['scripts/config-check.ts']],
  [
    'unit and contract tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  ],
  ['production build', bin('tsx'), ['scripts/build.ts']],
  ['end-to-end and accessibility (Chromium)', bin('playwright'), ['test'], { E2E_SKIP_BUILD: '1' }],
  // Last: a page over its JavaScript budget still gets its behaviour tested first.
  ['first-view JavaScript budget (Chromium)', bin('tsx'), ['scripts/size-check.ts']],
];

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  try {
    const v = JSON.parse(readFileSync(path.join(root, 'test-results/vitest.json'), 'utf8'));
    total.passed += v.numPassedTests ?? 0;
    total.failed += v.numFailedTests ?? 0;
    total.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  } catch {
    /* step not reached */
  }
  try {
    const p = JSON.parse(readFileSync(path.join(root, 'test-results/playwright.json'), 'utf8'));
    total.passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    total.failed += p.stats?.unexpected ?? 0;
    total.skipped += p.stats?.skipped ?? 0;
  } catch {
    /* step not reached */
  }
  return total;
}

rmSync(path.join(root, 'test-results'), { recursive: true, force: true });
let failedStep: string | null = null;
for (const [title, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✗ ${title} failed after ${seconds} s`);
    failedStep = title;
    break;
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
const { passed, failed, skipped } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedStep) {
  console.log(`npm test failed at: ${failedStep}`);
  process.exit(1);
}
