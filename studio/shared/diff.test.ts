import { describe, expect, it } from 'vitest';
import { hunks, lineDiff } from './diff.ts';

describe('lineDiff', () => {
  it('shows a changed line as removed then added, with the lines around it unchanged', () => {
    const diff = lineDiff('{\n  "a": 1,\n  "b": 2\n}\n', '{\n  "a": 1,\n  "b": 3\n}\n');
    expect(diff.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: '  "b": 2', line: 3 },
      { kind: 'added', text: '  "b": 3', line: 3 },
    ]);
  });

  it('keeps only the changes and their context in hunks', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 10', 'line ten');
    const shown = hunks(lineDiff(before, after), 1);
    expect(shown.map((l) => (l ? `${l.kind[0]} ${l.text}` : '…'))).toEqual([
      '…',
      's line 9',
      'r line 10',
      'a line ten',
      's line 11',
      '…',
    ]);
  });
});
