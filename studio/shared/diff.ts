/** A line diff (longest common subsequence) of two texts, for the review before saving. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Line number in the old text (removed, same) or the new one (added). */
  line: number;
}

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Trim the common head and tail first: a config edit touches a few lines of hundreds.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = a.slice(0, head).map((text, i) => ({ kind: 'same' as const, text, line: i + 1 }));
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      out.push({ kind: 'same', text: x[i]!, line: head + i + 1 });
      i++;
      j++;
    } else if (j < y.length && (i === x.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) {
      out.push({ kind: 'added', text: y[j]!, line: head + j + 1 });
      j++;
    } else {
      out.push({ kind: 'removed', text: x[i]!, line: head + i + 1 });
      i++;
    }
  }
  a.slice(a.length - tail).forEach((text, k) => out.push({ kind: 'same', text, line: a.length - tail + k + 1 }));
  return out;
}

/** The changed lines with `context` unchanged lines around each change; gaps marked by null. */
export function hunks(lines: readonly DiffLine[], context = 2): (DiffLine | null)[] {
  const keep = lines.map((l) => l.kind !== 'same');
  const near = lines.map((_, i) => keep.slice(Math.max(0, i - context), i + context + 1).some(Boolean));
  const out: (DiffLine | null)[] = [];
  lines.forEach((line, i) => {
    if (near[i]) out.push(line);
    else if (out.at(-1) !== null) out.push(null);
  });
  return out;
}
