/** One slot of a numbered pager: a page number, or a gap ("…") between numbers. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbers a pager shows (SPEC §9: 5 page numbers around the current one, 1 margin page at each end): every page
 * when they fit, else the first `margin`, a window of `range` around `page`, the last `margin`, with gaps between.
 */
export function pageItems(page: number, totalPages: number, range = 5, margin = 1): PageItem[] {
  if (totalPages <= range + 2 * margin) return numbers(1, totalPages);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = totalPages - margin + 1; p <= totalPages; p++) shown.add(p);
  const out: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) out.push({ kind: 'gap', key: `gap-${previous}` });
    out.push({ kind: 'page', page: p });
    previous = p;
  }
  return out;
}

const numbers = (from: number, to: number): PageItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ kind: 'page', page: from + i }));
