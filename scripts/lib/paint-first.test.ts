import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { paintFirst } from './paint-first.ts';

const built = `<html><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head><body><div id="root"><div class="boot-splash"></div></div></body></html>`;

function transform(html: string, bundle: Record<string, unknown>): string {
  const hook = paintFirst().transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

describe('paint-first page', () => {
  const page = transform(built, { 'assets/index-C3.css': { type: 'asset', source: '.boot-splash{display:grid}' } });

  it('inlines the entry stylesheet so no request blocks the first paint', () => {
    expect(page).toContain('<style>.boot-splash{display:grid}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('requests the entry module and its preloads only from the loader at the end of the body', () => {
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = page.slice(page.indexOf('<script>'));
    expect(loader).toContain('"/assets/index-A1.js"');
    expect(loader).toContain('"/assets/react-B2.js"');
    expect(loader).toMatch(/requestAnimationFrame/);
    expect(page.indexOf('<script>')).toBeGreaterThan(page.indexOf('boot-splash'));
  });

  it('refuses a page without an entry module', () => {
    expect(() => transform('<html><body></body></html>', {})).toThrow(/no entry module/);
  });
});
