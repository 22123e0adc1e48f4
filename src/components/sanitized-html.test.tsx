// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from '@/lib/sanitize-html';
import { SanitizedHtml } from './sanitized-html';

describe('server HTML', () => {
  it('keeps the formatting but drops scripts and event handlers', async () => {
    const { container } = render(
      <SanitizedHtml html={'<p>Win <b>big</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('big'));
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('shows the content in its first render once the sanitiser is loaded, so a dialog does not grow after opening', async () => {
    await loadSanitizer();
    const { container } = render(<SanitizedHtml html={'<p>Welcome <strong>bonus</strong><script>x()</script></p>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('bonus');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
    expect(container.innerHTML).not.toMatch(/<script/);
  });
});
