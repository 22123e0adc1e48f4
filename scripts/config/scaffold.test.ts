import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, checkConfigDir, formatProblem } from './check.ts';
import { applyPatch } from './fixtures.ts';
import { placeholderMerchantCode, scaffoldMerchant, titleCase } from './scaffold.ts';
import { copyShippedConfig, loadRealConfig, ROOT, SCHEMAS } from './test-support.ts';

const run = promisify(execFile);
const { files, schemas } = await loadRealConfig();

function scaffolded(request: Parameters<typeof scaffoldMerchant>[2]) {
  const result = scaffoldMerchant(files, schemas, request);
  if (!result.ok) throw new Error(result.error);
  return { result, files: applyPatch(files, Object.fromEntries(result.writes)) };
}

describe('scaffoldMerchant', () => {
  it('creates a merchant that passes the check, mapped in domains.json', () => {
    const { result, files: after } = scaffolded({ code: 'acme' });
    expect(checkConfig(after, schemas).map(formatProblem)).toEqual([]);
    expect(result).toMatchObject({ code: 'acme', host: 'acme.example', merchantCode: 'ACME' });
    const merchant = JSON.parse(after.get('acme/merchant.json')!);
    expect(merchant.brand).toEqual({
      name: 'Acme',
      shortName: 'Acme',
      logo: 'assets/logo.svg',
      favicon: 'assets/favicon.svg',
    });
    expect(merchant.domains).toEqual({ hosts: ['acme.example'], own: ['acme.example'] });
    expect(merchant.timings.bannerCarousel).toEqual({ delayMs: 5000, transitionMs: 1000, spacing: 20.3 });
    expect(JSON.parse(after.get('domains.json')!).hosts['acme.example']).toBe('acme');
    for (const asset of ['logo', 'favicon', 'licence-18', 'pay-bank', 'vendor-pt', 'vendor-mg']) {
      expect(after.get(`acme/assets/${asset}.svg`), asset).toMatch(/^<svg /);
    }
  });

  it('takes a brand name and a domain; the placeholder logo and icon name no brand', () => {
    const { files: after } = scaffolded({
      code: 'lucky-star',
      name: 'Lucky <Star> & Co',
      domain: 'play.lucky.example',
    });
    expect(checkConfig(after, schemas)).toEqual([]);
    expect(JSON.parse(after.get('lucky-star/merchant.json')!).brand.shortName).toBe('Lucky<Star>&Co');
    for (const asset of ['logo', 'favicon']) {
      const svg = after.get(`lucky-star/assets/${asset}.svg`)!;
      expect(svg, asset).toContain('Placeholder');
      expect(svg, asset).not.toMatch(/Lucky|Star|>L</);
    }
  });

  it('derives a unique placeholder merchant code', () => {
    expect(placeholderMerchantCode('lucky-star', new Set())).toBe('LUCKYSTA');
    expect(placeholderMerchantCode('a-', new Set())).toBe('AX');
    expect(placeholderMerchantCode('acme', new Set(['ACME', 'ACME2']))).toBe('ACME3');
    const withAcmeCode = applyPatch(files, { 'solbet/merchant.json#/merchantCodes/default': 'ACME' });
    const result = scaffoldMerchant(withAcmeCode, schemas, { code: 'acme' });
    expect(result.ok && result.merchantCode).toBe('ACME2');
    expect(titleCase('lucky-star')).toBe('Lucky Star');
  });

  it('refuses an existing merchant, an invalid id, a bad or taken host', () => {
    expect(scaffoldMerchant(files, schemas, { code: 'royal' })).toEqual({
      ok: false,
      error: 'merchant "royal" already exists (site-config/royal/)',
    });
    expect(scaffoldMerchant(files, schemas, { code: 'Acme' })).toEqual({
      ok: false,
      error:
        '"Acme" is not a valid merchant id: use 2 to 32 lower-case letters, digits and hyphens, starting with a letter (e.g. "acme")',
    });
    expect(scaffoldMerchant(files, schemas, { code: 'acme', domain: 'solbet.example' })).toEqual({
      ok: false,
      error: 'host "solbet.example" already serves merchant "solbet"',
    });
    expect(scaffoldMerchant(files, schemas, { code: 'acme', domain: 'localhost' })).toMatchObject({ ok: false });
    expect(scaffoldMerchant(files, schemas, { code: 'acme', domain: 'https://acme.example/' })).toMatchObject({
      ok: false,
    });
  });
});

describe('npm run merchant:new (the CLI, into a copy of site-config)', () => {
  let dir: string;
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'merchant-new-'));
    await copyShippedConfig(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('scaffolds, prints the check result, and the folder passes config:check', async () => {
    const { stdout } = await run(
      tsx,
      ['scripts/merchant-new.ts', 'acme', '--name', 'Acme Games', '--domain', 'acme-games.example', '--dir', dir],
      {
        cwd: ROOT,
      },
    );
    expect(stdout).toContain(`created ${dir.split(path.sep).join('/')}/acme/merchant.json`);
    expect(stdout).toMatch(/config:check OK: .* has 3 merchants \(acme, royal, solbet; default royal\)/);
    expect(await checkConfigDir(dir, SCHEMAS)).toEqual([]);
    expect(JSON.parse(await readFile(path.join(dir, 'domains.json'), 'utf8')).hosts['acme-games.example']).toBe('acme');
  });

  it('refuses a duplicate with a clear message and exit code 1', async () => {
    const failure = await run(tsx, ['scripts/merchant-new.ts', 'acme', '--dir', dir], { cwd: ROOT }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      `merchant:new: merchant "acme" already exists (${dir.split(path.sep).join('/')}/acme/)`,
    );
  });
});
