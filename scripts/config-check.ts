/**
 * Validates the merchant configuration.
 *
 *   npm run config:check                    checks site-config/
 *   npm run config:check -- --dir <folder>  checks another config folder
 *
 * Prints one line per problem (`<file>: <JSON pointer>: <what is wrong>`) and exits 1, or prints a one-line
 * summary and exits 0.
 */
import path from 'node:path';
import { checkConfigDir, formatProblem } from './config/check.ts';
import { summarise } from './config/summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
if (dirFlag !== -1 && !args[dirFlag + 1]) {
  console.error('usage: npm run config:check [-- --dir <config folder>]');
  process.exit(2);
}
const configDir = path.resolve(dirFlag === -1 ? path.join(root, 'site-config') : (args[dirFlag + 1] as string));
const schemasDir = path.join(root, 'schemas/config');

const problems = await checkConfigDir(configDir, schemasDir);
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\nconfig:check: ${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
  process.exit(1);
}
console.log(await summarise(configDir));
