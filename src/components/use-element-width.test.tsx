// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

type Report = (entries: { contentRect: { width: number } }[]) => void;
const observed: Report[] = [];
const renders: number[] = [];

function Measured({ layoutOf }: { layoutOf?: (width: number) => unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, layoutOf);
  renders.push(width);
  return <div ref={ref}>{width}</div>;
}

/** Mounts the box, then reports it `width` px wide, as the browser's resize observer does once it is laid out. */
function measureAt(width: number, layoutOf?: (width: number) => unknown) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(report: Report) {
        observed.push(report);
      }
      observe() {}
      disconnect() {}
    },
  );
  const view = render(<Measured layoutOf={layoutOf} />);
  act(() => observed.splice(0).forEach((report) => report([{ contentRect: { width } }])));
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  renders.length = 0;
});

describe('useElementWidth', () => {
  it("starts from the window's width and takes the element's own once it is laid out", () => {
    const view = measureAt(380);
    expect(renders[0]).toBe(window.innerWidth);
    expect(view.container.textContent).toBe('380');
  });

  it('renders nothing again when the measured width lays out the same (as many slides fit)', () => {
    const view = measureAt(380, (width) => width >= 300);
    expect(renders.every((width) => width === window.innerWidth)).toBe(true);
    expect(view.container.textContent).toBe(String(window.innerWidth));
  });

  it('takes a width that changes the layout', () => {
    const view = measureAt(380, (width) => Math.floor(width / 200));
    expect(view.container.textContent).toBe('380');
  });
});
