import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFigures, slowest, vitestFigures } from './suite-figures';

const dir = mkdtempSync(path.join(tmpdir(), 'suite-figures-'));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('suite figures', () => {
  it('reads counts and per-test times from the Vitest and Playwright reports', () => {
    const unit = vitestFigures(
      write('vitest.json', {
        numPassedTests: 2,
        numFailedTests: 0,
        numPendingTests: 1,
        testResults: [
          {
            name: 'a.test.ts',
            assertionResults: [
              { fullName: 'a adds', duration: 12 },
              { fullName: 'a waits', duration: 900 },
            ],
          },
        ],
      }),
    );
    const e2e = playwrightFigures(
      write('playwright.json', {
        stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
        suites: [
          {
            title: 'home.spec.ts',
            file: 'home.spec.ts',
            specs: [{ title: 'shows banners', tests: [{ results: [{ duration: 4000 }] }] }],
            suites: [{ title: 'boards', specs: [{ title: 'wins', tests: [{ results: [{ duration: 2500 }] }] }] }],
          },
        ],
      }),
    );
    expect(unit.counts).toEqual({ passed: 2, failed: 0, skipped: 1 });
    expect(e2e.counts).toEqual({ passed: 4, failed: 1, skipped: 0 });
    expect(slowest([...unit.timings, ...e2e.timings], 3)).toEqual([
      { title: 'e2e   home.spec.ts › shows banners', ms: 4000 },
      { title: 'e2e   home.spec.ts › boards › wins', ms: 2500 },
      { title: 'unit  a waits', ms: 900 },
    ]);
  });

  it('counts nothing for a step that was not reached', () => {
    expect(vitestFigures(path.join(dir, 'missing.json'))).toEqual({
      counts: { passed: 0, failed: 0, skipped: 0 },
      timings: [],
    });
  });
});
