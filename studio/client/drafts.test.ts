import { describe, expect, it } from 'vitest';
import { differs, historyReducer, startHistory } from './drafts.ts';

describe('undo and redo', () => {
  it('takes back a burst of typing as one step, and a later edit as another', () => {
    let h = startHistory({ 'a.json': '{"n":""}' });
    for (const [i, text] of ['{"n":"A"}', '{"n":"Ac"}', '{"n":"Acme"}'].entries())
      h = historyReducer(h, { type: 'edit', name: 'a.json', text, place: 'brand', at: 1000 + i * 100 });
    h = historyReducer(h, { type: 'edit', name: 'a.json', text: '{"n":"Acme!"}', place: 'brand', at: 5000 });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present['a.json']).toBe('{"n":"Acme"}');
    h = historyReducer(h, { type: 'undo' });
    expect(h.present['a.json']).toBe('{"n":""}');
    h = historyReducer(h, { type: 'redo' });
    expect(h.present['a.json']).toBe('{"n":"Acme"}');
  });

  it('clears the redo steps on a new edit', () => {
    let h = startHistory({ f: '1' });
    h = historyReducer(h, { type: 'edit', name: 'f', text: '2', place: 'x', at: 0 });
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'edit', name: 'f', text: '3', place: 'x', at: 10_000 });
    expect(h.future).toEqual([]);
  });
});

describe('differs', () => {
  it('ignores formatting and sees meaning and broken JSON', () => {
    expect(differs('{"a": 1}', '{\n  "a": 1\n}\n')).toBe(false);
    expect(differs('{"a": 2}', '{"a": 1}')).toBe(true);
    expect(differs('{"a": ', '{"a": 1}')).toBe(true);
  });
});
