// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationGate } from '@/lib/rendering/hydration';
import { clearBadgeCounts, setBadgeCount, useBadgeCounts } from './badge-store';

/** A menu entry with its red count, as the centres' menus show it (an element only above zero). */
function Menu() {
  const { messages } = useBadgeCounts();
  return <li>Inbox{messages ? <span>{messages}</span> : null}</li>;
}

const page = (hydrating: boolean) => (
  <HydrationGate hydrating={hydrating}>
    <ul>
      <Menu />
    </ul>
  </HydrationGate>
);

afterEach(() => {
  clearBadgeCounts();
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

describe('badge counts on a page the server rendered', () => {
  it('hydrate without a mismatch when a count arrives before the hydration, then show it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(true));
    // The browser's badge reads answer while the page's code is still loading.
    setBadgeCount('messages', 3);
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(true), { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    expect(container.querySelector('li span')?.textContent).toBe('3');
  });
});
