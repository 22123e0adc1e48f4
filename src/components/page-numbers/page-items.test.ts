import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

const show = (page: number, total: number) =>
  pageItems(page, total)
    .map((i) => (i.kind === 'gap' ? '…' : String(i.page)))
    .join(' ');

describe('pageItems (5 page numbers, 1 margin page)', () => {
  it('shows every page when they fit', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 7)).toBe('1 2 3 4 5 6 7');
  });
  it('keeps 5 numbers around the current page and one at each end', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(4, 20)).toBe('1 2 3 4 5 6 … 20');
  });
});
