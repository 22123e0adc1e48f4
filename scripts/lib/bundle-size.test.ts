import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialJavaScript, pageJavaScript } from './bundle-size.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js' },
  '_pages.js': { file: 'assets/pages.js', imports: ['_shell.js'] },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_pages.js', '_shell.js'] },
};
const body = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(50 + name.length * 20))};`;
const gz = (name: string) => gzipSync(body(name), { level: 9 }).length;
let dist = '';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'bundle-size-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const name of ['index', 'shell', 'pages', 'home'])
    await writeFile(path.join(dist, `assets/${name}.js`), body(name));
});

describe('bundle size', () => {
  it('counts the entry and what it imports statically', async () => {
    const initial = await initialJavaScript(dist);
    expect(initial.files.map((f) => f.file).sort()).toEqual(['assets/index.js', 'assets/shell.js']);
    expect(initial.totalGzipBytes).toBe(gz('index') + gz('shell'));
  });

  it("counts a landing page's own chunks on top of the entry's", async () => {
    const page = await pageJavaScript(dist, 'src/home.tsx');
    expect(page.files.map((f) => f.file).sort()).toEqual(['assets/home.js', 'assets/pages.js']);
    expect(page.totalGzipBytes).toBe(gz('home') + gz('pages'));
    await expect(pageJavaScript(dist, 'src/gone.tsx')).rejects.toThrow(/no chunk for src\/gone.tsx/);
  });
});
