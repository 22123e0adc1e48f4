import { describe, expect, it } from 'vitest';
import { columnsFor, sameRows, windowRange } from './windowing';

describe('grid windowing', () => {
  const base = { itemCount: 10_000, columns: 5, rowHeight: 300, viewportHeight: 900, overscanRows: 2 };

  it('renders only the rows in view plus the overscan, however long the list', () => {
    const r = windowRange({ ...base, scrollOffset: 0 });
    expect(r).toMatchObject({
      rowCount: 2000,
      startRow: 0,
      endRow: 5,
      startIndex: 0,
      endIndex: 25,
      totalHeight: 600_000,
      offsetTop: 0,
    });
  });

  it('follows the scroll position', () => {
    const r = windowRange({ ...base, scrollOffset: 300_000 });
    expect(r.startRow).toBe(998);
    expect(r.endRow).toBe(1005);
    expect(r.startIndex).toBe(4990);
    expect(r.endIndex).toBe(5025);
    expect(r.offsetTop).toBe(998 * 300);
    expect(r.endIndex - r.startIndex).toBeLessThanOrEqual(40);
  });

  it('renders the first rows while the grid is still below the viewport top', () => {
    expect(windowRange({ ...base, scrollOffset: -400 })).toMatchObject({ startRow: 0, endRow: 4 });
  });

  it('clamps at the end of the list and copes with an empty one', () => {
    const end = windowRange({ ...base, itemCount: 23, scrollOffset: 10_000 });
    expect(end.endIndex).toBe(23);
    expect(end.startRow).toBeLessThanOrEqual(end.endRow);
    expect(windowRange({ ...base, itemCount: 0, scrollOffset: 0 })).toMatchObject({
      rowCount: 0,
      startIndex: 0,
      endIndex: 0,
      totalHeight: 0,
    });
  });

  it('fits as many columns as the width allows', () => {
    expect(columnsFor(0, 156, 12)).toBe(1);
    expect(columnsFor(320, 156, 12)).toBe(1);
    expect(columnsFor(324, 156, 12)).toBe(2);
    expect(columnsFor(1200, 156, 12)).toBe(7);
    expect(columnsFor(5000, 156, 12)).toBe(8);
  });

  it('knows when a scroll changes nothing', () => {
    const a = windowRange({ ...base, viewportHeight: 800, scrollOffset: 0 });
    const b = windowRange({ ...base, viewportHeight: 800, scrollOffset: 50 });
    const c = windowRange({ ...base, viewportHeight: 800, scrollOffset: 1500 });
    expect(sameRows(a, b)).toBe(true);
    expect(sameRows(a, c)).toBe(false);
  });
});
