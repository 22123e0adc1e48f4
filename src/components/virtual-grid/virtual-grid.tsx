import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useElementWidth } from '@/components/use-element-width';
import { useViewportGuess } from '@/lib/viewport-size';
import { columnsFor, sameRows, windowRange } from './windowing';
import styles from './virtual-grid.module.css';

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Narrowest a column may get, px. */
  minItemWidth?: number;
  gap?: number;
  /** Row height (with gap) before the first row is measured, px. */
  estimatedRowHeight?: number;
  overscanRows?: number;
  /** Size announced to assistive technology (the server's total when only part is loaded). */
  setSize?: number;
}

/**
 * A windowed grid over the page's own scroll: only the rows near the viewport are in the DOM, while the grid reserves
 * the full height, so a list of 10,000 games scrolls as smoothly as one of 20.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  label,
  minItemWidth = 156,
  gap = 12,
  estimatedRowHeight = 290,
  overscanRows = 2,
  setSize,
}: VirtualGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Width decides the column count.
  const width = useElementWidth(containerRef, (w) => columnsFor(w, minItemWidth, gap));
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const firstHeight = useViewportGuess().height;
  const [scrolled, setViewport] = useState<{ offset: number; height: number } | null>(null);
  const viewport = scrolled ?? { offset: 0, height: firstHeight };
  const columns = columnsFor(width, minItemWidth, gap);
  // A list that arrives (or grows) renders its rows in a deferred pass, in slices: the answer of a game list query is
  // a synchronous update, and a screen of tiles rendered at once is a long task on a phone. A grid mounted with its
  // list renders its first row at once (the row it measures before the first paint, so its height is right from the
  // first frame and what comes below it, a "load more" row or the footer, never moves) and the rest in that pass.
  const shown = useDeferredValue(items, items.slice(0, columns));
  const range = windowRange({
    itemCount: items.length,
    columns,
    rowHeight,
    scrollOffset: viewport.offset,
    viewportHeight: viewport.height,
    overscanRows,
  });

  const firstHeightRef = useRef(firstHeight);
  firstHeightRef.current = firstHeight;
  const layout = useRef({ columns, rowHeight, count: items.length, overscanRows });
  layout.current = { columns, rowHeight, count: items.length, overscanRows };

  // The first rendered row tells the real row height (measured the same way).
  useLayoutEffect(() => {
    const first = listRef.current?.firstElementChild;
    if (!first) return;
    const frame = requestAnimationFrame(() => {
      const measured = first.getBoundingClientRect().height;
      if (measured > 0 && Math.abs(measured + gap - rowHeight) > 1) flushSync(() => setRowHeight(measured + gap));
    });
    return () => cancelAnimationFrame(frame);
  }, [gap, rowHeight, columns, range.startIndex, range.endIndex, shown]);

  // Scrolling re-renders only when the rendered rows change.
  const update = useRef<() => void>(() => {});
  update.current = () => {
    const el = containerRef.current;
    if (!el) return;
    const next = { offset: -el.getBoundingClientRect().top, height: window.innerHeight };
    setViewport((was) => {
      const previous = was ?? { offset: 0, height: firstHeightRef.current };
      const { columns: c, rowHeight: rh, count, overscanRows: o } = layout.current;
      const a = windowRange({
        itemCount: count,
        columns: c,
        rowHeight: rh,
        scrollOffset: previous.offset,
        viewportHeight: previous.height,
        overscanRows: o,
      });
      const b = windowRange({
        itemCount: count,
        columns: c,
        rowHeight: rh,
        scrollOffset: next.offset,
        viewportHeight: next.height,
        overscanRows: o,
      });
      return sameRows(a, b) ? previous : next;
    });
  };

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update.current();
        });
    };
    update.current();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  // A new row height, column count or item count can move the window without any scroll.
  useEffect(() => update.current(), [columns, rowHeight, items.length]);

  const rendered = shown.slice(range.startIndex, range.endIndex);
  return (
    <div ref={containerRef} className={styles.viewport} style={{ height: range.totalHeight }}>
      <ul
        ref={listRef}
        className={styles.grid}
        aria-label={label}
        style={{
          transform: `translateY(${range.offsetTop}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap,
        }}
      >
        {rendered.map((item, i) => (
          <li key={getKey(item)} aria-posinset={range.startIndex + i + 1} aria-setsize={setSize ?? items.length}>
            {renderItem(item, range.startIndex + i)}
          </li>
        ))}
      </ul>
    </div>
  );
}
