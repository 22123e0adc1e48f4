import { describe, expect, it } from 'vitest';
import { lineOf, pointerLines } from './json-lines.ts';

const text = '{\n  "brand": {\n    "name": "Acme"\n  },\n  "hosts": [\n    "a.example",\n    "b.example"\n  ]\n}\n';

describe('pointerLines', () => {
  it('finds the line of each key and item', () => {
    const lines = pointerLines(text);
    expect(lines.get('/brand/name')).toBe(3);
    expect(lines.get('/hosts/1')).toBe(7);
  });

  it('puts a finding on its nearest line, or the line an invalid-JSON message names', () => {
    const lines = pointerLines(text);
    expect(lineOf(lines, '/brand/logo', 'file "x" not found')).toBe(2);
    expect(lineOf(new Map([['', 1]]), '', 'invalid JSON at line 4, column 3: expected ","')).toBe(4);
  });
});
