/** /__mock/journal: page forward through what the gateway was asked and answered, find and count by pattern. */
import express, { type Request, type Router } from 'express';
import { bad, ok, onlyQuery, queryInt, sessionOf, type ControlContext } from './control-kit.js';
import type { JournalFilter } from './journal.js';

const FILTERS = ['endpoint', 'method', 'status', 'errorCode', 'text', 'violations'] as const;
const PAGING = ['after', 'since', 'limit', 'tail'] as const;

function filterOf(req: Request, paging: boolean): JournalFilter {
  onlyQuery(req, paging ? [...FILTERS, ...PAGING] : FILTERS);
  const q = req.query as Record<string, string | undefined>;
  const f: JournalFilter = {};
  for (const k of ['endpoint', 'method', 'errorCode', 'text'] as const) {
    if (q[k] === undefined) continue;
    if (typeof q[k] !== 'string' || q[k] === '') bad(`${k} must be a non-empty text`);
    f[k] = q[k];
  }
  if (q.status !== undefined) {
    if (!/^[1-5][0-9x]{2}$/i.test(q.status))
      bad(`status must be an HTTP status or a class such as 4xx (got "${q.status}")`);
    f.status = q.status;
  }
  if (q.violations !== undefined) {
    if (!['1', 'true', '0', 'false'].includes(q.violations)) bad('violations must be 1 or 0');
    if (q.violations === '1' || q.violations === 'true') f.violationsOnly = true;
  }
  if (!paging) return f;
  const after = queryInt(req, 'after');
  const since = queryInt(req, 'since'); // the older name of after
  if (after !== undefined && since !== undefined) bad('give after or since, not both');
  const cursor = after ?? since;
  if (cursor !== undefined) f.after = cursor;
  const limit = queryInt(req, 'limit');
  const tail = queryInt(req, 'tail');
  if (limit !== undefined && tail !== undefined) bad('give limit (page forward) or tail (the newest n), not both');
  if (limit !== undefined) f.limit = limit;
  if (tail !== undefined) f.tail = tail;
  return f;
}

export function journalRouter(ctx: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(ctx.sessions);
  r.get('/journal', (req, res) => ok(res, session(req).journal.page(filterOf(req, true))));
  r.get('/journal/count', (req, res) => {
    const { count, capacity, recorded, oldest, newest } = session(req).journal.page(filterOf(req, false));
    ok(res, { count, capacity, recorded, oldest, newest });
  });
  r.delete('/journal', (req, res) => {
    onlyQuery(req, []);
    session(req).journal.clear();
    ok(res, { cleared: true });
  });
  return r;
}
