import { describe, expect, it } from 'vitest';
import { BODY_CAP, Journal, MASK_DEPTH, keepText, keepValue, maskSecrets } from './journal.js';

const entry = (path: string, status = 200) => ({
  at: 0,
  method: 'GET',
  path,
  query: {},
  headers: {},
  status,
  ms: 1,
});

describe('journal', () => {
  it('keeps its capacity, drops the oldest, and pages forward across the drop', () => {
    const j = new Journal(3);
    for (let i = 1; i <= 5; i++) j.add(entry(`/p${i}`));
    const first = j.page({ limit: 2 });
    expect(first.entries.map((e) => e.path)).toEqual(['/p3', '/p4']);
    expect(first).toMatchObject({ count: 3, more: true, next: 4, oldest: 3, newest: 5, capacity: 3, recorded: 5 });
    const second = j.page({ after: first.next, limit: 2 });
    expect(second.entries.map((e) => e.path)).toEqual(['/p5']);
    expect(second.more).toBe(false);
    expect(j.page({ after: second.next }).entries).toEqual([]);
    expect(j.page({ after: second.next }).next).toBe(5);
  });

  it('starts again at the next seq after a clear, counting only what came after', () => {
    const j = new Journal(10);
    j.add(entry('/a'));
    j.clear();
    j.add(entry('/b', 404));
    expect(j.page()).toMatchObject({ count: 1, recorded: 1, oldest: 2 });
    expect(j.page({ status: '4xx' }).count).toBe(1);
    expect(j.page({ status: '200' }).count).toBe(0);
  });

  it('masks tokens by name and by value, hides passwords, and leaves the rest', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123';
    const masked = maskSecrets(
      { token, nested: { accessToken: token, echo: token }, password: 'Member123', username: 'demo_member' },
      new Set([token]),
    );
    expect(masked).toEqual({
      token: '****0123 (30 chars)',
      nested: { accessToken: '****0123 (30 chars)', echo: '****0123 (30 chars)' },
      password: '****',
      username: 'demo_member',
    });
    expect(JSON.stringify(masked)).not.toContain(token);
  });

  it('caps a long body at BODY_CAP characters and says how long it was', () => {
    const j = new Journal(2);
    const long = { text: 'x'.repeat(BODY_CAP) };
    j.add({ ...entry('/short'), requestBody: keepValue({ a: 1 }) });
    j.add({ ...entry('/long'), responseBody: keepText(JSON.stringify(long)) });
    const [short, capped] = j.page().entries;
    expect(short!.requestBody).toEqual({ a: 1 });
    expect((capped!.responseBody as string).length).toBe(BODY_CAP);
    expect(capped!.responseBodyTruncated).toBe(JSON.stringify(long).length);
  });

  it('keeps an answer with nothing to mask as sent, and masks one that holds a secret', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123';
    const plain = JSON.stringify({ success: true, value: { list: [1, 2] } });
    expect(keepText(plain, new Set([token]))).toEqual({ text: plain });
    const echo = JSON.stringify({ success: true, value: { echo: token, password: 'x' } });
    expect(JSON.parse(keepText(echo, new Set([token])).text)).toEqual({
      success: true,
      value: { echo: '****0123 (30 chars)', password: '****' },
    });
    const j = new Journal(1);
    j.add({ ...entry('/login'), responseBody: keepText(echo, new Set([token])) });
    expect(j.page({ text: token }).count).toBe(0);
  });

  it('masks a value of any depth without recursing past MASK_DEPTH', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const masked = JSON.stringify(maskSecrets(deep));
    expect(masked).toContain(`[deeper than ${MASK_DEPTH} levels]`);
    expect(masked.match(/\{"a":/g)).toHaveLength(MASK_DEPTH);
  });
});
