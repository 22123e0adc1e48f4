// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

// jsdom lays nothing out: its resize observer (which it lacks) would report every element 0 px wide.
beforeAll(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: (entries: { contentRect: { width: number } }[]) => void) {}
      observe() {
        queueMicrotask(() => this.report([{ contentRect: { width: 0 } }]));
      }
      disconnect() {}
    },
  ),
);
afterAll(() => vi.unstubAllGlobals());

const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `g${i}`, name: `Game ${i}` }));

describe('VirtualGrid', () => {
  it('keeps a 10,000-item list to a few dozen DOM nodes and reserves the full height', async () => {
    const { container } = render(
      <VirtualGrid
        items={items}
        getKey={(i) => i.id}
        label="Games"
        estimatedRowHeight={300}
        renderItem={(i) => <span>{i.name}</span>}
      />,
    );
    // The width is measured once the grid is laid out.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const rendered = container.querySelectorAll('li');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(30);
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000');
    const height = parseInt((container.firstElementChild as HTMLElement).style.height, 10);
    expect(height).toBe(10_000 * 300); // one column in jsdom (no layout): 10,000 rows
  });

  it('moves the window when the page scrolls', async () => {
    const { container } = render(
      <VirtualGrid
        items={items}
        getKey={(i) => i.id}
        label="Games"
        estimatedRowHeight={300}
        renderItem={(i) => <span>{i.name}</span>}
      />,
    );
    const grid = container.firstElementChild as HTMLElement;
    // jsdom has no layout: pretend the grid's top is 150,000 px above the viewport.
    grid.getBoundingClientRect = () => ({
      top: -150_000,
      bottom: 0,
      left: 0,
      right: 0,
      width: 0,
      height: 0,
      x: 0,
      y: -150_000,
      toJSON: () => ({}),
    });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(container.textContent).toContain('Game 500'));
    const first = container.querySelector('li');
    expect(Number(first?.getAttribute('aria-posinset'))).toBeGreaterThan(490);
    expect(container.querySelectorAll('li').length).toBeLessThan(30);
  });
});
