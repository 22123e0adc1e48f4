import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useViewportGuess } from '@/lib/viewport-size';

const asIs = (width: number) => width;

/**
 * The element's width, for layouts that count what fits (carousel slides, grid columns). The window's width is the
 * first guess, which costs no layout (a phone's in the server's render and the hydration of it). A resize observer
 * gives the real width once the browser has laid the page out for its next frame (reading it any earlier would force
 * a layout of its own), and before that frame is painted: a width that lays out differently is applied at once.
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
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Only a width that lays out differently renders again: an update that changes nothing would still render (and,
    // right after the page is hydrated, hydrate what is left of it) in one blocking task.
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined && !Object.is(sameLayout.current(shown.current), sameLayout.current(next)))
        flushSync(() => setWidth(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
