import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { watchSiteConfig } from './config-watch.ts';

const root = path.resolve(import.meta.dirname, '../..');

it('tells the operator an edit reached the pages, what the check says, and that the gateway needs a restart', async () => {
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'wl-watch-'));
  await cp(path.join(root, 'site-config'), configDir, { recursive: true });
  const lines: string[] = [];
  const watcher = watchSiteConfig(configDir, path.join(root, 'schemas/config'), (l) => lines.push(l), 50);
  try {
    const file = path.join(configDir, 'royal/merchant.json');
    const merchant = JSON.parse(await readFile(file, 'utf8'));
    merchant.languages = { supported: ['VI', 'EN'], default: 'EN' };
    await writeFile(file, JSON.stringify(merchant, null, 2));
    await expect.poll(() => lines.join('\n'), { timeout: 10_000 }).toContain('Restart');
    const text = lines.join('\n');
    expect(text).toContain('site-config changed (royal/merchant.json): pages use it from their next load.');
    expect(text).toContain('/languages/supported/0: "VI" has no dictionary');
  } finally {
    watcher.close();
    await rm(configDir, { recursive: true, force: true });
  }
});
