/**
 * The gateway calls named in the captured platform front end (docs/reference/gateway-calls-seen.md, a verbatim copy
 * of the spec's GATEWAY-CALLS-SEEN.md): every table row's first cell gives names (relay names such as
 * `ODSFE2_getWinnerBoard`, `passwordCheck/MCSFE_convertPoint`, or full paths such as `/wps/system/templates`) and its
 * second cell the method(s), when the capture shows them.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REFERENCE_FILE = path.resolve(import.meta.dirname, '../../docs/reference/gateway-calls-seen.md');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ReferenceCall {
  name: string;
  /** Methods the capture shows for the row (empty when it shows none, e.g. "?" for member-centre names). */
  methods: Method[];
}

const NAME = /(?:passwordCheck\/)?\b[A-Z][A-Z0-9]*_[A-Za-z0-9]+|\/(?:wps|lgw|lotto)\/[A-Za-z0-9_/]+/g;
const METHOD = /\b(GET|POST|PUT|DELETE)\b/g;

export function parseReference(text: string): Map<string, ReferenceCall> {
  const calls = new Map<string, ReferenceCall>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const [first = '', second = ''] = line.split('|').slice(1);
    const methods = [...new Set([...second.matchAll(METHOD)].map((m) => m[1] as Method))];
    for (const [raw] of first.matchAll(NAME)) {
      const name = raw.replace(/\/$/, '');
      const known = calls.get(name);
      if (known) known.methods = [...new Set([...known.methods, ...methods])];
      else calls.set(name, { name, methods });
    }
  }
  return calls;
}

/** The name a catalogue path goes by in the reference: the relay name for /wps/relay/X, else the path. */
export function referenceName(entryPath: string): string {
  return entryPath.startsWith('/wps/relay/') ? entryPath.slice('/wps/relay/'.length) : entryPath;
}

export function readReference(): Map<string, ReferenceCall> {
  return parseReference(fs.readFileSync(REFERENCE_FILE, 'utf8'));
}
