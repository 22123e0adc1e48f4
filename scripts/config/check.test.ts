import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, formatProblem } from './check.ts';
import { applyPatch, readFixtureCases } from './fixtures.ts';
import { readFileSet } from './file-set.ts';
import { copyShippedConfig, FIXTURES, loadRealConfig, ROOT, SITE_CONFIG } from './test-support.ts';

const run = promisify(execFile);
const { files, schemas } = await loadRealConfig();
const cases = await readFixtureCases(FIXTURES);

describe('config:check on the real site-config', () => {
  it('finds no problem', () => {
    expect(checkConfig(files, schemas).map(formatProblem)).toEqual([]);
  });

  it('holds two merchants that really differ', async () => {
    const royal = JSON.parse(files.get('royal/merchant.json')!);
    const solbet = JSON.parse(files.get('solbet/merchant.json')!);
    expect(royal.languages).toEqual({ supported: ['TY', 'EN'], default: 'TY' });
    expect(solbet.languages).toEqual({ supported: ['EN', 'PT', 'TY'], default: 'EN' });
    expect([royal.theme.default, solbet.theme.default]).toEqual(['dark', 'light']);
    expect(royal.theme.palettes).not.toEqual(solbet.theme.palettes);
    expect(royal.merchantCodes).toEqual({ default: 'RA88', byDomain: { 'royalace-vip.example': 'RA89' } });
    expect([solbet.siteFlags.FREEPLAY3, solbet.siteFlags.MOBILENUMREG3]).toEqual(['0', '0']);
    expect(
      Object.entries(royal.siteFlags)
        .filter(([k]) => /^[A-Z]/.test(k))
        .every(([, v]) => v === '1'),
    ).toBe(true);
    expect([royal.siteFlags.enableCt, royal.siteFlags.salary]).toEqual([true, true]);
    for (const key of ['footer', 'navigation', 'memberMenu', 'agentMenu', 'domains', 'registration'] as const) {
      expect(royal[key], key).not.toEqual(solbet[key]);
    }
  });

  it('draws every asset as a small SVG with a text alternative', () => {
    const svgs = [...files].filter(([name]) => name.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(20);
    for (const [name, content] of svgs) {
      expect(Buffer.byteLength(content), name).toBeLessThan(3 * 1024);
      expect(content, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img"[^>]*><title id="t">[^<]+<\/title>/,
      );
    }
  });
});

describe('config:check on broken configs (tests/config-fixtures)', () => {
  it('has a fixture for every kind of mistake', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, fixture) => {
    const problems = checkConfig(applyPatch(files, fixture.patch), schemas);
    expect(problems.map(formatProblem)).toEqual(fixture.expected);
  });
});

describe('npm run config:check (the CLI)', () => {
  let dir: string;
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'config-check-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints a one-line summary, then the routes declared as planned, and exits 0 on the real config', async () => {
    const { stdout } = await run(tsx, ['scripts/config-check.ts'], { cwd: ROOT });
    // Counted from the folder itself, so a merchant an operator adds does not break this test.
    const all = await readFileSet(SITE_CONFIG);
    const codes = [...all.keys()].filter((f) => f.endsWith('/merchant.json')).map((f) => f.split('/')[0]);
    const hosts = Object.keys(JSON.parse(all.get('domains.json')!).hosts).length;
    const [summary, heading, ...planned] = stdout.trim().split('\n');
    expect(summary).toBe(
      `config:check OK: site-config/ has ${codes.length} merchants (${codes.sort().join(', ')}; default royal) ` +
        `serving ${hosts} hosts, plus domains.json, navigation.json, registration-patterns.json and routes.json`,
    );
    const routes = JSON.parse(await readFile(path.join(SITE_CONFIG, 'routes.json'), 'utf8')) as {
      routes: { path: string; status?: string }[];
    };
    const expected = routes.routes.filter((r) => r.status === 'planned').map((r) => r.path);
    // With every declared route built, the summary is all it prints.
    if (expected.length === 0) expect(heading).toBeUndefined();
    else expect(heading).toBe(`${expected.length} declared routes are planned, not built yet:`);
    expect(planned.map((line) => line.trim().split(/\s+/)[0])).toEqual(expected);
  });

  it('prints one line per problem and exits 1 on a broken config (--dir)', async () => {
    const target = path.join(dir, 'broken');
    await copyShippedConfig(target);
    const merchant = path.join(target, 'solbet/merchant.json');
    const config = JSON.parse(await readFile(merchant, 'utf8'));
    config.languages.default = 'DE';
    config.brand.logo = 'assets/missing.svg';
    await writeFile(merchant, JSON.stringify(config));
    const failure = await run(tsx, ['scripts/config-check.ts', '--dir', target], { cwd: ROOT }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const shown = target.split(path.sep).join('/');
    expect(failure?.stderr.trim().split('\n')).toEqual([
      `${shown}/solbet/merchant.json: /languages/default: "DE" is not one of the supported languages ["EN", "PT", "TY"]`,
      `${shown}/solbet/merchant.json: /brand/logo: file "assets/missing.svg" not found in ${shown}/solbet/`,
      '',
      'config:check: 2 problems found',
    ]);
  });
});
