/**
 * Code generation from the JSON Schemas: TypeScript types (json-schema-to-typescript) and
 * ahead-of-time ajv validators (so the browser bundle never needs `new Function`); plus the route facts the shell
 * needs from site-config/routes.json.
 *
 *   npm run gen           write src/generated/
 *   npm run gen -- --check   exit 1 when src/generated/ differs from what the schemas produce
 */
import { readFile, writeFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { generateAll } from './lib/codegen.ts';
import { routeFactsModule } from './lib/route-facts.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/generated');
const check = process.argv.includes('--check');

const files = await generateAll(path.join(root, 'schemas'));
files['route-facts.ts'] = await routeFactsModule(path.join(root, 'site-config/routes.json'));
const stale: string[] = [];
for (const [name, content] of Object.entries(files)) {
  const target = path.join(outDir, name);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === content) continue;
  if (check) stale.push(name);
  else {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    console.log(`wrote src/generated/${name}`);
  }
}
const present = await readdir(outDir).catch(() => [] as string[]);
const orphans = present.filter((f) => !(f in files));
if (check) {
  const problems = [
    ...stale.map((f) => `src/generated/${f} is out of date`),
    ...orphans.map((f) => `src/generated/${f} is not produced by any schema`),
  ];
  if (problems.length) {
    console.error(problems.join('\n') + '\nRun `npm run gen` and commit the result.');
    process.exit(1);
  }
  console.log(`generated code is up to date (${Object.keys(files).length} files)`);
} else if (orphans.length) {
  console.warn(`not produced by any schema (delete them): ${orphans.join(', ')}`);
}
