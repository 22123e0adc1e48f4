// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html';

describe('server HTML', () => {
  it('keeps the formatting but drops scripts and event handlers', async () => {
    const { container } = render(
      <SanitizedHtml html={'<p>Win <b>big</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('big'));
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });
});
