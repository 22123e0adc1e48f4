/**
 * The request journal of one mock session: a bounded ring (JOURNAL_CAPACITY entries, the oldest dropped first) of
 * what the gateway was asked and answered, with tokens masked and bodies capped, paged forward by sequence number.
 */

export const JOURNAL_CAPACITY = 1000;
/** Characters of a body kept (its JSON text); a longer body keeps its first BODY_CAP characters, marked truncated. */
export const BODY_CAP = 4096;

export interface JournalEntry {
  seq: number;
  /** Virtual time of the mock session, epoch ms. */
  at: number;
  method: string;
  path: string;
  /** Query parameters as sent (tokens masked). */
  query: Record<string, unknown>;
  /** Request headers, lower-case names (Authorization and tokens masked). */
  headers: Record<string, string>;
  /** Request body (decrypted for E endpoints, tokens and passwords masked); see requestBodyTruncated. */
  requestBody?: unknown;
  /** Set when requestBody is the first BODY_CAP characters of a longer body: its full length. */
  requestBodyTruncated?: number;
  /** Catalogue id, when the path is in the catalogue. */
  endpoint?: string;
  status: number;
  errorCode?: string;
  /** The answer's envelope (tokens masked); see responseBodyTruncated. */
  responseBody?: unknown;
  responseBodyTruncated?: number;
  /** Real milliseconds spent answering. */
  ms: number;
  /** Injected fault applied to this request. */
  fault?: string;
  /** Id of the HTTP override that answered it. */
  override?: number;
  /** Contract violations found in the gateway's own answer. */
  violations?: string[];
}

export interface JournalFilter {
  /** Only entries after this sequence number (the cursor: pass the answer's `next`). */
  after?: number;
  /** At most this many, oldest first. */
  limit?: number;
  /** Only the newest n of what matches (instead of paging forward). */
  tail?: number;
  /** Catalogue id or path; `*` matches any characters (e.g. `games.*`, `/wps/member/*`). */
  endpoint?: string;
  method?: string;
  /** HTTP status, or a class such as `4xx`. */
  status?: string;
  /** Error code; `*` wildcards allowed. */
  errorCode?: string;
  /** Case-insensitive text anywhere in the query, request body or answer. */
  text?: string;
  violationsOnly?: boolean;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** Entries matching the filter in the whole journal (not only this page). */
  count: number;
  /** Cursor for the next page (pass it as `after=`): the last entry's seq, or the cursor given when none matched. */
  next: number;
  /** True when more matching entries follow this page. */
  more: boolean;
  /** Sequence number of the oldest entry still held, and of the newest. */
  oldest: number | null;
  newest: number | null;
  /** How many entries the journal holds at most: older ones are dropped. */
  capacity: number;
  /** Requests recorded since the last clear, dropped ones included. */
  recorded: number;
}

const SECRET_KEY = /token|authorization/i;
const PASSWORD_KEY = /password|passwd|secret/i;

/** A token shown by its length and last 4 characters only (enough to tell two apart). */
export function maskSecret(value: string): string {
  return value.length <= 8 ? '****' : `****${value.slice(-4)} (${value.length} chars)`;
}

/** Copy of a JSON value with passwords hidden, token-named keys masked, and any string equal to a known token. */
export function maskSecrets(value: unknown, known: ReadonlySet<string> = new Set()): unknown {
  if (typeof value === 'string') return known.has(value) ? maskSecret(value) : value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, known));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        typeof v !== 'string'
          ? maskSecrets(v, known)
          : PASSWORD_KEY.test(k)
            ? '****'
            : SECRET_KEY.test(k)
              ? maskSecret(v)
              : maskSecrets(v, known);
    }
    return out;
  }
  return value;
}

/** A body as the journal keeps it: the value when short, else its first BODY_CAP characters and full length. */
export function capBody(value: unknown): { body?: unknown; truncated?: number } {
  if (value === undefined) return {};
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === undefined) return {};
  return text.length <= BODY_CAP ? { body: value } : { body: text.slice(0, BODY_CAP), truncated: text.length };
}

function pattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

function matcher(f: JournalFilter): (e: JournalEntry) => boolean {
  const endpoint = f.endpoint ? pattern(f.endpoint) : undefined;
  const errorCode = f.errorCode ? pattern(f.errorCode) : undefined;
  const status = f.status ? pattern(f.status.replace(/x/gi, '*')) : undefined;
  const text = f.text?.toLowerCase();
  const method = f.method?.toUpperCase();
  return (e) =>
    (!endpoint || endpoint.test(e.endpoint ?? '') || endpoint.test(e.path)) &&
    (!method || e.method === method) &&
    (!status || status.test(String(e.status))) &&
    (!errorCode || errorCode.test(e.errorCode ?? '')) &&
    (!f.violationsOnly || !!e.violations?.length) &&
    (!text ||
      JSON.stringify([e.query, e.requestBody, e.responseBody, e.violations ?? []])
        .toLowerCase()
        .includes(text));
}

export class Journal {
  private ring: (JournalEntry | undefined)[];
  private seq = 0;
  private clearedAt = 0;

  constructor(readonly capacity = JOURNAL_CAPACITY) {
    this.ring = new Array<JournalEntry | undefined>(capacity);
  }

  add(e: Omit<JournalEntry, 'seq'>): void {
    const entry = e as JournalEntry;
    entry.seq = ++this.seq;
    this.ring[entry.seq % this.capacity] = entry;
  }

  private held(): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let s = Math.max(this.clearedAt + 1, this.seq - this.capacity + 1); s <= this.seq; s++) {
      const e = this.ring[s % this.capacity];
      if (e && e.seq === s) out.push(e);
    }
    return out;
  }

  /** Oldest first: the first `limit` matches after the cursor, or the newest `tail` matches. */
  page(filter: JournalFilter = {}): JournalPage {
    const held = this.held();
    const matches = held.filter(matcher(filter));
    const after = matches.filter((e) => e.seq > (filter.after ?? 0));
    let entries = after;
    if (filter.tail !== undefined) entries = after.slice(Math.max(0, after.length - filter.tail));
    else if (filter.limit !== undefined) entries = after.slice(0, filter.limit);
    const last = entries.at(-1);
    return {
      entries: entries.map((e) => ({ ...e })),
      count: matches.length,
      next: last?.seq ?? filter.after ?? this.seq,
      more: filter.tail === undefined && after.length > entries.length,
      oldest: held[0]?.seq ?? null,
      newest: held.at(-1)?.seq ?? null,
      capacity: this.capacity,
      recorded: this.seq - this.clearedAt,
    };
  }

  clear(): void {
    this.clearedAt = this.seq;
    this.ring = new Array<JournalEntry | undefined>(this.capacity);
  }
}
