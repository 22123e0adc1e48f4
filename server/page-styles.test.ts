import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles.ts';

let distDir: string;
const shell = '.header-ab12{display:flex}';
const home = '.banner-cd34{height:10rem}@media (width>=48rem){.tiles-cd34{gap:.5rem}}';
const help = '.faq-ef56{background:url(/assets/faq.png)}';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'wl-styles-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets/shell-1.css'), shell);
  await writeFile(path.join(distDir, 'assets/home-2.css'), home);
  await writeFile(path.join(distDir, 'assets/help-3.css'), help);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('page styles', () => {
  const page = () => `<html><head><style>${shell}</style></head><body><div id="root"></div></body></html>`;

  it("carries the stylesheets the rendered markup's classes use, not the page's inlined ones again", () => {
    const stylesOf = pageStyles(distDir, page());
    expect(stylesOf('<header class="header-ab12"><ul class="x tiles-cd34"></ul></header>')).toEqual({
      css: home,
      files: ['/assets/home-2.css'],
    });
    // In the files' order, whatever the markup's.
    expect(stylesOf('<main class="faq-ef56"></main><div class="banner-cd34"></div>').files).toEqual([
      '/assets/help-3.css',
      '/assets/home-2.css',
    ]);
  });

  it('carries nothing for markup no sheet styles, nor for a file name in a declaration', () => {
    const stylesOf = pageStyles(distDir, page());
    expect(stylesOf('<div class="png header-ab12"></div><p>.faq-ef56</p>')).toEqual({ css: '', files: [] });
  });

  it('carries nothing without a build', () => {
    expect(pageStyles(path.join(distDir, 'gone'), page())('<div class="banner-cd34"></div>').css).toBe('');
  });
});
