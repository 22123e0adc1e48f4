import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySiteConfig } from './site-config-files.ts';

const SITE_CONFIG = path.resolve(import.meta.dirname, '../site-config');
let out: string;
afterEach(() => rm(out, { recursive: true, force: true }));

describe('copySiteConfig (the build copy of site-config)', () => {
  it('ships every merchant for a build served by domain', async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'site-config-'));
    await copySiteConfig(SITE_CONFIG, out);
    expect((await readdir(out)).sort()).toEqual(expect.arrayContaining(['royal', 'solbet', 'domains.json']));
  });

  it('ships only the pinned merchant and the shared files for `--merchant solbet`', async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'site-config-'));
    await copySiteConfig(SITE_CONFIG, out, 'solbet');
    expect((await readdir(out)).sort()).toEqual([
      'domains.json',
      'navigation.json',
      'registration-patterns.json',
      'routes.json',
      'solbet',
    ]);
    expect(await readdir(path.join(out, 'solbet'))).toContain('merchant.json');
    const domains = JSON.parse(await readFile(path.join(out, 'domains.json'), 'utf8'));
    expect(domains.defaultMerchant).toBe('solbet');
    expect(new Set(Object.values(domains.hosts))).toEqual(new Set(['solbet']));
  });
});
