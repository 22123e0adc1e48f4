/**
 * Structural limits of a request, checked before anything parses or reads it: JSON nesting depth, members per
 * object and array, key length and duplicate keys (scanned in the JSON text, so a hostile body is never built as an
 * object), and the count and length of query parameters and headers. Every later step (validation, handler, journal,
 * overrides) can then walk a request's values without a bound of its own being reachable by a client.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { GatewayError } from './gateway-error.js';

export const REQUEST_LIMITS = {
  /** Nesting of objects and arrays in a JSON body (the contract's deepest request is 4). */
  depth: 64,
  /** Keys of one object. */
  keys: 1000,
  /** Items of one array. */
  items: 10_000,
  /** Characters of one key. */
  keyLength: 256,
  /** Query parameters, and characters of the whole query string. */
  queryParams: 100,
  queryLength: 8192,
  /** Headers, and characters of one header's value (Node caps all headers together at 16 kB). */
  headers: 100,
  headerLength: 8192,
} as const;

type Location = 'body' | 'query' | 'header';

function refuse(location: Location, keyword: string, message: string, path = ''): never {
  throw new GatewayError('request.invalid', { message: `${location}: ${message}`, value: { location, path, keyword } });
}

interface Container {
  kind: 'object' | 'array';
  /** Keys of an object; commas of an array. */
  count: number;
  /** Keys seen in this object (duplicates are refused: parsers disagree on which one wins). */
  keys?: Set<string>;
}

/** The key whose text runs from `start` (after the opening quote) to `end` (the closing quote). */
function keyText(text: string, start: number, end: number): string {
  const raw = text.slice(start, end);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw; // malformed: the parser will refuse the body
  }
}

/**
 * Throws request.invalid when JSON text breaks a structural limit. One pass, no recursion; text that is not JSON is
 * left for the parser to refuse.
 */
export function checkJsonShape(text: string, location: Location = 'body'): void {
  const stack: Container[] = [];
  const n = text.length;
  let expectKey = false;
  for (let i = 0; i < n; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      let j = i + 1;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 0x5c /* \ */) j += 2;
        else if (c === 0x22) break;
        else j++;
      }
      const top = stack[stack.length - 1];
      if (expectKey && top?.kind === 'object') {
        if (j - i - 1 > REQUEST_LIMITS.keyLength)
          refuse(location, 'maxKeyLength', `a key is longer than ${REQUEST_LIMITS.keyLength} characters`);
        const key = keyText(text, i + 1, j);
        if (top.keys!.has(key)) refuse(location, 'duplicateKey', `the key ${JSON.stringify(key)} appears twice`);
        top.keys!.add(key);
        if (++top.count > REQUEST_LIMITS.keys)
          refuse(location, 'maxKeys', `an object has more than ${REQUEST_LIMITS.keys} keys`);
        expectKey = false;
      }
      i = j;
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (stack.length >= REQUEST_LIMITS.depth)
        refuse(location, 'maxDepth', `nested deeper than ${REQUEST_LIMITS.depth} levels`);
      const object = ch === 0x7b;
      stack.push(object ? { kind: 'object', count: 0, keys: new Set() } : { kind: 'array', count: 0 });
      expectKey = object;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (ch === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      expectKey = top?.kind === 'object';
      // An array of n items has n - 1 commas.
      if (top?.kind === 'array' && ++top.count >= REQUEST_LIMITS.items)
        refuse(location, 'maxItems', `an array has more than ${REQUEST_LIMITS.items} items`);
    }
  }
}

/** JSON.parse after the structural check (for text parsed outside the body parser: JWE plaintext, JSON strings). */
export function parseJsonWithinLimits(text: string): unknown {
  checkJsonShape(text);
  return JSON.parse(text) as unknown;
}

/** Query parameters and headers: count and length. */
export function checkQueryAndHeaders(url: string, headers: IncomingHttpHeaders, rawHeaderCount: number): void {
  const q = url.indexOf('?');
  if (q >= 0) {
    const query = url.slice(q + 1);
    if (query.length > REQUEST_LIMITS.queryLength)
      refuse('query', 'maxLength', `the query string is longer than ${REQUEST_LIMITS.queryLength} characters`);
    let params = 1;
    for (let i = 0; i < query.length; i++) if (query.charCodeAt(i) === 0x26 /* & */) params++;
    if (params > REQUEST_LIMITS.queryParams)
      refuse('query', 'maxProperties', `more than ${REQUEST_LIMITS.queryParams} query parameters`);
  }
  if (rawHeaderCount > REQUEST_LIMITS.headers)
    refuse('header', 'maxProperties', `more than ${REQUEST_LIMITS.headers} headers`);
  for (const [name, value] of Object.entries(headers)) {
    const length = Array.isArray(value) ? value.join(', ').length : (value?.length ?? 0);
    if (length > REQUEST_LIMITS.headerLength)
      refuse(
        'header',
        'maxLength',
        `the header ${name} is longer than ${REQUEST_LIMITS.headerLength} characters`,
        `/${name}`,
      );
  }
}

/** express.json's `verify` hook: the raw text is checked before the parser builds anything from it. */
export function verifyJsonShape(_req: unknown, _res: unknown, raw: Buffer, encoding: string): void {
  checkJsonShape(raw.toString(encoding as BufferEncoding));
}
