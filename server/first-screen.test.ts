import { cp, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreenPainter, paintPage, type FirstScreen, type Painter } from './first-screen.ts';

const root = path.resolve(import.meta.dirname, '..');
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Loading…</title>
  </head>
  <body>
    <div id="root">
      <!--first-screen-->
      <div class="boot-splash" role="status">…</div>
      <noscript><main>This site needs JavaScript</main></noscript>
      <!--/first-screen-->
    </div>
  </body>
</html>`;

const screen: FirstScreen = {
  markup: '<link rel="preload" as="image" href="/logo.svg"/><div data-first-screen="TY">Mag-log in</div>',
  title: 'Royal <Ace>',
  lang: 'fil',
  dir: 'ltr',
  theme: 'dark',
  themeCss: 'html[data-theme="dark"]{--color-bg:#000}',
};

describe('paintPage', () => {
  const html = paintPage(template, screen);

  it('puts the first screen where the busy sign was, with nothing around it for the app to trip on', () => {
    expect(html).toContain('<div id="root"><div data-first-screen="TY">Mag-log in</div></div>');
    expect(html).not.toContain('boot-splash');
  });

  it("says the page's language, theme and title, and leaves React's preload hints out", () => {
    expect(html).toContain('<html lang="fil" dir="ltr" data-theme="dark">');
    expect(html).toContain('<title>Royal &lt;Ace&gt;</title>');
    expect(html).toContain('<style>html[data-theme="dark"]{--color-bg:#000}</style></head>');
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves a page without the markers as it is', () => {
    const plain = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    expect(paintPage(plain, screen)).toBe(plain);
  });
});

describe('firstScreenPainter', () => {
  let configDir: string;
  const renderFirstScreen = vi.fn<Painter['renderFirstScreen']>((site, language, pagePath) => ({
    markup: `<p>${site.merchant.brand.name} ${language} ${pagePath}</p>`,
    lang: language,
    dir: 'ltr',
  }));
  beforeAll(async () => {
    configDir = await mkdtemp(path.join(os.tmpdir(), 'wl-config-'));
    await cp(path.join(root, 'site-config'), configDir, { recursive: true });
  });
  afterAll(() => rm(configDir, { recursive: true, force: true }));

  it("speaks the visitor's language when the merchant offers it, else the merchant's default", () => {
    const paint = firstScreenPainter({ renderFirstScreen }, configDir);
    expect(paint('royal', '/', 'a=1; wl-lang=EN').markup).toBe('<p>Royal Ace EN /</p>');
    expect(paint('royal', '/', 'wl-lang=PT').markup).toBe('<p>Royal Ace TY /</p>'); // royal offers TY and EN
    expect(paint('royal', '/rng', undefined).markup).toBe('<p>Royal Ace TY /rng</p>');
  });

  it("paints each page once, and again after an operator's edit to the merchant's config", async () => {
    const paint = firstScreenPainter({ renderFirstScreen }, configDir);
    renderFirstScreen.mockClear();
    paint('royal', '/live', undefined);
    const again = paint('royal', '/live', undefined);
    expect(renderFirstScreen).toHaveBeenCalledTimes(1);
    expect(again.themeCss).toMatch(/^html\[data-theme="dark"\]\{--color-/);

    const file = path.join(configDir, 'royal/merchant.json');
    const merchant = JSON.parse(await readFile(file, 'utf8')) as { brand: { name: string } };
    merchant.brand.name = 'Royal Two';
    await writeFile(file, JSON.stringify(merchant));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(paint('royal', '/live', undefined)).toMatchObject({
      markup: '<p>Royal Two TY /live</p>',
      title: 'Royal Two',
    });
  });
});
