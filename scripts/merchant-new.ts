/**
 * Scaffolds a merchant that passes `npm run config:check`.
 *
 *   npm run merchant:new -- <code> [--name "Brand"] [--domain host] [--dir site-config]
 *
 * Creates <dir>/<code>/merchant.json and placeholder assets, adds the host to <dir>/domains.json, then runs the
 * check and prints its result.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { checkConfigDir, formatProblem } from './config/check.ts';
import { displayPath, readFileSet, readSchemaSet } from './config/file-set.ts';
import { scaffoldMerchant } from './config/scaffold.ts';
import { summarise } from './config/summary.ts';

const USAGE = 'usage: npm run merchant:new -- <code> [--name "Brand name"] [--domain host.example] [--dir site-config]';
const root = path.resolve(import.meta.dirname, '..');

function parseArgs(argv: string[]): { code?: string; name?: string; domain?: string; dir?: string } | string {
  const out: { code?: string; name?: string; domain?: string; dir?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--name' || arg === '--domain' || arg === '--dir') {
      const value = argv[++i];
      if (value === undefined) return `${arg} needs a value`;
      out[arg.slice(2) as 'name' | 'domain' | 'dir'] = value;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else if (out.code === undefined) out.code = arg;
    else return `unexpected argument "${arg}"`;
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
if (typeof args === 'string' || !args.code) {
  console.error(typeof args === 'string' ? `merchant:new: ${args}\n${USAGE}` : USAGE);
  process.exit(2);
}
const configDir = path.resolve(args.dir ?? path.join(root, 'site-config'));
const schemasDir = path.join(root, 'schemas/config');
const shown = displayPath(configDir);

const [files, schemas] = await Promise.all([readFileSet(configDir), readSchemaSet(schemasDir)]);
const result = scaffoldMerchant(files, schemas, { code: args.code, name: args.name, domain: args.domain }, shown);
if (!result.ok) {
  console.error(`merchant:new: ${result.error}`);
  process.exit(1);
}
for (const [file, content] of result.writes) {
  const target = path.join(configDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  // Written in the project's Prettier style, so the new files need no reformatting before review.
  const options = await prettier.resolveConfig(target);
  await writeFile(
    target,
    file.endsWith('.json') ? await prettier.format(content, { ...options, filepath: target }) : content,
  );
  console.log(`${files.has(file) ? 'updated' : 'created'} ${shown}/${file}`);
}
console.log(
  `\nmerchant "${result.code}": host ${result.host}, placeholder merchant code ${result.merchantCode} (replace it with the platform's code)`,
);

const problems = await checkConfigDir(configDir, schemasDir);
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\nconfig:check: ${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
  process.exit(1);
}
console.log(await summarise(configDir));
console.log(
  `\nNext: edit ${shown}/${result.code}/merchant.json and its assets/, run npm run config:check, ` +
    `then npm start -- --merchant ${result.code}`,
);
