/** The figures `npm test` prints at its end: the slowest tests of Vitest and Playwright, read from their JSON reports. */
import { readFileSync } from 'node:fs';

export interface TestTiming {
  title: string;
  ms: number;
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  file?: string;
  title?: string;
  specs?: { title: string; tests?: { results?: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null; // the step was not reached
  }
}

export function vitestFigures(file: string): { counts: TestCounts; timings: TestTiming[] } {
  const report = readJson<VitestReport>(file);
  const counts = {
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
  const timings = (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({ title: `unit  ${t.fullName}`, ms: t.duration ?? 0 })),
  );
  return { counts, timings };
}

export function playwrightFigures(file: string): { counts: TestCounts; timings: TestTiming[] } {
  const report = readJson<PlaywrightReport>(file);
  const stats = report?.stats ?? {};
  const counts = {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
  const timings: TestTiming[] = [];
  const walk = (suite: PlaywrightSuite, path: string[], file: string) => {
    const here = suite.file ?? file;
    const titles = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          timings.push({ title: `e2e   ${[here, ...titles, spec.title].join(' › ')}`, ms: r.duration });
    for (const child of suite.suites ?? []) walk(child, titles, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, [], '');
  return { counts, timings };
}

export function slowest(timings: TestTiming[], n: number): TestTiming[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, n);
}
