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
  /** Contract violations found in the gateway's own answer (or, in proxy mode, the upstream's). */
  violations?: string[];
  /** Proxy mode: the upstream gateway that answered (docs/gateway.md, "Proxy and record"). */
  upstream?: string;
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
/** Text without any of these words (nor a known token) has nothing to mask. */
const SECRET_WORD = /token|authorization|passw|secret/i;
/** Masking stops this deep (request bodies are refused deeper than this, request-limits.ts). */
export const MASK_DEPTH = 64;

/** A token shown by its length and last 4 characters only (enough to tell two apart). */
export function maskSecret(value: string): string {
  return value.length <= 8 ? '****' : `****${value.slice(-4)} (${value.length} chars)`;
}

/** Copy of a JSON value with passwords hidden, token-named keys masked, and any string equal to a known token. */
export function maskSecrets(value: unknown, known: ReadonlySet<string> = new Set(), depth = 0): unknown {
  if (typeof value === 'string') return known.has(value) ? maskSecret(value) : value;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MASK_DEPTH) return `[deeper than ${MASK_DEPTH} levels]`;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, known, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      typeof v !== 'string'
        ? maskSecrets(v, known, depth + 1)
        : PASSWORD_KEY.test(k)
          ? '****'
          : SECRET_KEY.test(k)
            ? maskSecret(v)
            : maskSecrets(v, known, depth + 1);
  }
  return out;
}

/** A body as the journal keeps it: masked JSON text, its first BODY_CAP characters when longer. */
export interface KeptBody {
  text: string;
  /** The full length of a capped text. */
  truncated?: number;
}

function capped(text: string): KeptBody {
  return text.length <= BODY_CAP ? { text } : { text: text.slice(0, BODY_CAP), truncated: text.length };
}

const mayHoldSecret = (text: string, known: ReadonlySet<string>): boolean =>
  SECRET_WORD.test(text) || [...known].some((k) => text.includes(k));

/**
 * An answer as sent (JSON text) kept for the journal. Most answers hold nothing to mask: their text is kept as it
 * is, without parsing it again; the rest are parsed, masked and written again.
 */
export function keepText(text: string, known: ReadonlySet<string> = new Set()): KeptBody {
  if (!mayHoldSecret(text, known)) return capped(text);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return capped(text);
  }
  return capped(JSON.stringify(maskSecrets(value, known)));
}

/** A request body (a parsed value) kept for the journal. */
export function keepValue(value: unknown, known: ReadonlySet<string> = new Set()): KeptBody | undefined {
  const text = JSON.stringify(maskSecrets(value, known));
  return text === undefined ? undefined : capped(text);
}

/** The value of a kept body: the JSON value, or the capped text as a string. */
function reveal(kept: KeptBody): unknown {
  if (kept.truncated !== undefined) return kept.text;
  try {
    return JSON.parse(kept.text) as unknown;
  } catch {
    return kept.text;
  }
}

/** What the pipeline records: bodies as kept text, read back as values when the journal is paged. */
export type JournalRecord = Omit<
  JournalEntry,
  'seq' | 'requestBody' | 'requestBodyTruncated' | 'responseBody' | 'responseBodyTruncated'
> & { requestBody?: KeptBody; responseBody?: KeptBody };
type Held = JournalRecord & { seq: number };

function entryOf({ requestBody, responseBody, ...rest }: Held): JournalEntry {
  const e: JournalEntry = { ...rest };
  if (requestBody) {
    e.requestBody = reveal(requestBody);
    if (requestBody.truncated !== undefined) e.requestBodyTruncated = requestBody.truncated;
  }
  if (responseBody) {
    e.responseBody = reveal(responseBody);
    if (responseBody.truncated !== undefined) e.responseBodyTruncated = responseBody.truncated;
  }
  return e;
}

function pattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

function matcher(f: JournalFilter): (e: Held) => boolean {
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
      [JSON.stringify(e.query), e.requestBody?.text, e.responseBody?.text, JSON.stringify(e.violations ?? [])]
        .join('\n')
        .toLowerCase()
        .includes(text));
}

export class Journal {
  private ring: (Held | undefined)[];
  private seq = 0;
  private clearedAt = 0;

  constructor(readonly capacity = JOURNAL_CAPACITY) {
    this.ring = new Array<Held | undefined>(capacity);
  }

  add(e: JournalRecord): void {
    const entry = e as Held;
    entry.seq = ++this.seq;
    this.ring[entry.seq % this.capacity] = entry;
  }

  private held(): Held[] {
    const out: Held[] = [];
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
      entries: entries.map(entryOf),
      count: matches.length,
      next: last?.seq ?? filter.after ?? this.seq,
      more: filter.tail === undefined && after.length > entries.length,
      oldest: held[0]?.seq ?? null,
      newest: held.at(-1)?.seq ?? null,
      capacity: this.capacity,
      recorded: this.seq - this.clearedAt,
    };
  }

  /** What it holds, oldest first, as recorded (world files carry it). */
  records(): JournalRecord[] {
    return this.held().map(({ seq: _seq, ...rest }) => rest);
  }

  clear(): void {
    this.clearedAt = this.seq;
    this.ring = new Array<Held | undefined>(this.capacity);
  }
}
