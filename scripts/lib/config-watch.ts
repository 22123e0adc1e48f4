/**
 * Watches site-config/ while `npm start` or `npm run dev` runs and tells the operator what an edit does: pages pick
 * it up on their next load, the check runs again, and the mock gateway (which built its worlds from the merchants at
 * start) needs a restart for merchant codes, site flags and registration rules.
 */
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { checkConfigDir, formatProblem } from '../config/check.ts';

export function watchSiteConfig(
  configDir: string,
  schemasDir: string,
  log: (line: string) => void = (line) => console.log(line),
  delayMs = 300,
): FSWatcher {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const report = async (): Promise<void> => {
    const files = [...changed].sort();
    changed.clear();
    const problems = await checkConfigDir(configDir, schemasDir).catch((e: Error) => [
      { file: configDir, pointer: '', message: e.message },
    ]);
    log(`\nsite-config changed (${files.join(', ')}): pages use it from their next load.`);
    if (problems.length) {
      for (const p of problems) log(`  ${formatProblem(p)}`);
      log(
        `  config:check: ${problems.length} problem${problems.length === 1 ? '' : 's'}; the site may break until fixed.`,
      );
    } else log('  config:check: no problems.');
    log('  Restart to apply it to the mock gateway (merchant codes, site flags, registration rules, languages).');
  };
  return watch(configDir, { recursive: true }, (_event, file) => {
    if (!file || path.basename(String(file)).startsWith('.')) return;
    changed.add(String(file).split(path.sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(() => void report(), delayMs);
  });
}
