/** Pure arithmetic of the windowed grid: which rows of a long list are worth rendering. */

export interface WindowInput {
  itemCount: number;
  columns: number;
  /** Height of one row including the gap below it, px. */
  rowHeight: number;
  /** Distance from the grid's top edge to the viewport's top edge, px (negative while the grid is below the top). */
  scrollOffset: number;
  viewportHeight: number;
  /** Extra rows rendered above and below the visible ones. */
  overscanRows: number;
}

export interface WindowRange {
  rowCount: number;
  /** First rendered row (inclusive) and last (exclusive). */
  startRow: number;
  endRow: number;
  /** First rendered item (inclusive) and last (exclusive). */
  startIndex: number;
  endIndex: number;
  /** Full height the grid reserves, px. */
  totalHeight: number;
  /** Offset of the first rendered row, px. */
  offsetTop: number;
}

export function columnsFor(width: number, minItemWidth: number, gap: number, maxColumns = 8): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minItemWidth + gap))));
}

export function windowRange({
  itemCount,
  columns,
  rowHeight,
  scrollOffset,
  viewportHeight,
  overscanRows,
}: WindowInput): WindowRange {
  const cols = Math.max(1, Math.floor(columns));
  const rh = Math.max(1, rowHeight);
  const rowCount = Math.ceil(Math.max(0, itemCount) / cols);
  const firstVisible = Math.floor(Math.max(0, scrollOffset) / rh);
  const lastVisible = Math.ceil(Math.max(0, scrollOffset + viewportHeight) / rh);
  const startRow = Math.min(rowCount, Math.max(0, firstVisible - overscanRows));
  const endRow = Math.min(rowCount, Math.max(startRow, lastVisible + overscanRows));
  return {
    rowCount,
    startRow,
    endRow,
    startIndex: Math.min(itemCount, startRow * cols),
    endIndex: Math.min(itemCount, endRow * cols),
    totalHeight: rowCount * rh,
    offsetTop: startRow * rh,
  };
}

/** Two ranges render the same rows (so a scroll event need not re-render). */
export function sameRows(
  a: Pick<WindowRange, 'startRow' | 'endRow'>,
  b: Pick<WindowRange, 'startRow' | 'endRow'>,
): boolean {
  return a.startRow === b.startRow && a.endRow === b.endRow;
}
