import { describe, expect, it } from 'vitest';
import { pageWith, type RenderedScreen } from './render-page.ts';

const built =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site</title><style>.shell{}</style></head>' +
  '<body><div id="root"><!--first-screen--><p>busy</p><!--/first-screen--></div></body></html>';
const screen: RenderedScreen = {
  markup: '<link rel="preload" as="image" href="/banner.svg"/><main class="home-ab12">Home</main>',
  handover: '{}',
  title: 'Royal <Ace>',
  lang: 'tl',
  dir: 'ltr',
  theme: 'dark',
  css: '.home-ab12{}:root{--c:#000}',
};

describe('pageWith', () => {
  it('puts the screen in #root, its hints and style in the head, and names the sheets it carries first', () => {
    const page = pageWith(built, screen, ['/assets/home-1.css']);
    expect(page).toContain('<head><link rel="stylesheet" href="/assets/home-1.css" disabled><meta charset="utf-8">');
    expect(page).toContain(
      '<link rel="preload" as="image" href="/banner.svg"/><style>.home-ab12{}:root{--c:#000}</style></head>',
    );
    expect(page).toContain('<div id="root"><main class="home-ab12">Home</main></div><script type="application/json"');
    expect(page).toContain('<html lang="tl" dir="ltr" data-theme="dark" data-rendered>');
    expect(page).toContain('<title>Royal &lt;Ace&gt;</title>');
  });

  it('leaves a page without the root it expects as it is', () => {
    expect(pageWith('<html><body></body></html>', screen)).toBe('<html><body></body></html>');
  });
});
