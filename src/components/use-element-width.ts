import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's width, for layouts that count what fits (carousel slides, grid columns). The window's width is the
 * first guess, which costs no layout. Measuring in the commit would force a layout of the whole page there; the
 * next frame's callback runs before that frame is painted, where the browser lays the page out anyway, and flushSync
 * applies the answer at once. A resize observer follows later changes.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => flushSync(() => setWidth(el.clientWidth)));
    if (typeof ResizeObserver === 'undefined') return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) setWidth(w);
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
