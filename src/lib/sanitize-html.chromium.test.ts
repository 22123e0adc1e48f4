import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/first-view-js';
import { NATIVE_OPTIONS, PURIFY_CONFIG } from './sanitize-html';

// Both sanitisers with the site's allow-list, in the Chromium the e2e suite runs: the one a browser has built in
// (Element.setHTML) and DOMPurify for the others must agree, and neither may let anything active through.
const HOSTILE =
  '<p style="color:red" onclick="alert(1)" class="lead" id="login" title="t">Win <b>big</b> ' +
  '<a href="javascript:alert(1)">x</a><a href="https://example.com/" target="_blank" rel="noopener">terms</a></p>' +
  '<img src="/banner.png" alt="banner" width="300" onerror="alert(2)"><script>alert(3)</script>' +
  '<iframe src="https://evil.example/"></iframe><object data="x"></object><embed src="x">' +
  '<svg><use href="#a"></use></svg><math><mi>x</mi></math><style>body{display:none}</style>' +
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x">' +
  '<form action="https://evil.example/"><input name="password"><button>go</button></form>' +
  '<table><tr><td colspan="2">cell</td></tr></table><ul><li>one</li></ul><font color="red">f</font>' +
  '<video src="/v.mp4" controls></video><details open><summary>more</summary>text</details>' +
  '<section><h2>Terms</h2><article>apply</article></section>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the allow-list in a real browser', () => {
  it('gives the same markup through the built-in sanitiser and DOMPurify, with nothing active left', async () => {
    const page = await browser.newPage();
    await page.setContent('<div id="native"></div><div id="purified"></div>');
    const purify = createRequire(import.meta.url).resolve('dompurify/dist/purify.min.js');
    await page.addScriptTag({ content: readFileSync(purify, 'utf8') });
    const [native, purified, hasNative] = await page.evaluate(
      ({ html, nativeOptions, purifyConfig }) => {
        type Sanitizing = { setHTML(html: string, options: typeof nativeOptions): void };
        type Purifier = { sanitize(html: string, config: typeof purifyConfig): DocumentFragment };
        const native = document.getElementById('native')! as HTMLElement & Partial<Sanitizing>;
        native.setHTML?.(html, nativeOptions);
        const purified = document.getElementById('purified')!;
        purified.replaceChildren((window as unknown as { DOMPurify: Purifier }).DOMPurify.sanitize(html, purifyConfig));
        return [native.innerHTML, purified.innerHTML, 'setHTML' in native] as const;
      },
      { html: HOSTILE, nativeOptions: NATIVE_OPTIONS, purifyConfig: PURIFY_CONFIG },
    );
    await page.close();
    // The e2e suite's Chromium has the built-in sanitiser; without it the site would fall back to DOMPurify.
    expect(hasNative).toBe(true);
    expect(native).toBe(purified);
    expect(native).toMatch(/<b>big<\/b>/);
    expect(native).toMatch(/<img src="\/banner.png" alt="banner" width="300">/);
    expect(native).toMatch(/<td colspan="2">cell<\/td>/);
    expect(native).toMatch(/target="_blank"/);
    expect(native).toMatch(/<section><h2>Terms<\/h2><article>apply<\/article><\/section>/);
    for (const active of ['onclick', 'onerror', 'javascript:', '<script', '<iframe', '<object', '<embed', '<svg'])
      expect(native).not.toContain(active);
    for (const pageLevel of ['<style', '<base', '<meta', '<link', '<form', '<input', '<button', 'style=', 'id='])
      expect(native).not.toContain(pageLevel);
  });
});
