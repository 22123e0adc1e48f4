import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useViewportGuess } from '@/lib/viewport-size';

const asIs = (width: number) => width;

/**
 * The element's width, for layouts that count what fits (carousel slides, grid columns). The window's width is the
 * first guess, which costs no layout (a phone's in the server's render and the hydration of it). Measuring in the commit would force a layout of the whole page there; the
 * next frame's callback runs before that frame is painted, where the browser lays the page out anyway, and flushSync
 * applies the answer at once. A resize observer follows later changes.
 *
 * `layoutOf` tells which widths lay the same out (as many slides, as many columns): a new width that changes nothing
 * keeps the old one, and nothing renders again (a carousel's or a game grid's render is a long task on a phone).
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  layoutOf: (width: number) => unknown = asIs,
): number {
  const sameLayout = useRef(layoutOf);
  sameLayout.current = layoutOf;
  const guess = useViewportGuess().width;
  const [measured, setWidth] = useState<number | null>(null);
  const width = measured ?? guess;
  const shown = useRef(width);
  shown.current = width;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const take = (next: number) =>
      setWidth((now) => {
        const current = now ?? shown.current;
        return Object.is(sameLayout.current(current), sameLayout.current(next)) ? current : next;
      });
    const frame = requestAnimationFrame(() => flushSync(() => take(el.clientWidth)));
    if (typeof ResizeObserver === 'undefined') return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) take(w);
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
