// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

const frames: FrameRequestCallback[] = [];
const renders: number[] = [];

function Measured({ layoutOf }: { layoutOf?: (width: number) => unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, layoutOf);
  renders.push(width);
  return <div ref={ref}>{width}</div>;
}

/** Mounts the box, gives it `width` px and runs the next frame, where the hook measures. */
function measureAt(width: number, layoutOf?: (width: number) => unknown) {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  const view = render(<Measured layoutOf={layoutOf} />);
  Object.defineProperty(view.container.firstElementChild, 'clientWidth', { value: width });
  act(() => frames.splice(0).forEach((frame) => frame(0)));
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  renders.length = 0;
});

describe('useElementWidth', () => {
  it("starts from the window's width and takes the element's own in the next frame", () => {
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
