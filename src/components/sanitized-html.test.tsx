// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_OPTIONS, loadSanitizer, sanitizerReady } from '@/lib/sanitize-html';
import { SanitizedHtml } from './sanitized-html';

describe('server HTML where the browser has no sanitiser of its own (DOMPurify)', () => {
  it('keeps the formatting but drops scripts, event handlers, styles and document-level elements', async () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p style="color:red" id="login">Win <b>big</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
          '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
          '<form action="https://evil.example/"><input name="password"></form><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('big'));
    expect(container.innerHTML).not.toMatch(/onerror|<script|<base|<meta|<form|<input|style=|id=|javascript:/);
    expect(container.querySelector('img')).not.toBeNull();
  });

  it('shows the content in its first paint once the sanitiser is loaded, so a dialog does not grow after opening', async () => {
    await loadSanitizer();
    const { container } = render(<SanitizedHtml html={'<p>Welcome <strong>bonus</strong><script>x()</script></p>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('bonus');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
    expect(container.innerHTML).not.toMatch(/<script/);
  });
});

describe('server HTML where the browser sanitises by itself', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<{ setHTML: unknown }>).setHTML;
  });

  it("hands the HTML and the allow-list to the browser's safe setHTML, with nothing to download first", () => {
    const setHTML = vi.fn(function (this: Element) {
      this.textContent = 'sanitised by the browser';
    });
    Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true });
    expect(sanitizerReady()).toBe(true);
    const { container } = render(<SanitizedHtml html="<p>Hi<script>x()</script></p>" />);
    expect(container.textContent).toBe('sanitised by the browser');
    expect(setHTML).toHaveBeenCalledWith('<p>Hi<script>x()</script></p>', NATIVE_OPTIONS);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
  });
});
