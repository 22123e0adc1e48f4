/**
 * Recordings: the upstream's answers (proxy.ts) saved as HTTP overrides (overrides.ts), with personal data and
 * secrets masked (masking.ts), in a versioned document QA downloads (GET /__mock/upstream/recording) and loads later
 * into any mock session (PUT /__mock/overrides/recording): the mock then answers those requests as the upstream did,
 * in the order it did, with the upstream gone.
 */
import { answersRaw, type CatalogueEntry, type RouteTable } from './catalogue.js';
import { GatewayError } from './gateway-error.js';
import { matchableValue, maskValue } from './masking.js';
import type { MockSession } from './mock-sessions.js';
import { parseOverride } from './overrides.js';
import type { ContractValidators } from './validators.js';

export const RECORDING_VERSION = 1;

/** One recorded answer, in the shape PUT /__mock/overrides takes. */
export interface RecordedOverride {
  route: string;
  match: { query?: Record<string, string>; body?: Record<string, unknown>; merchant?: string };
  answer: { value: unknown } | { errorCode: string; status: number; message?: string; value?: unknown };
  times: 1;
  /** Answers for the upstream's tokens and keys too (overrides.ts). */
  recorded: true;
}

export interface RecordingFile {
  version: typeof RECORDING_VERSION;
  /** Where the answers came from. */
  upstream: string;
  /** Oldest first; each answers once. */
  overrides: RecordedOverride[];
}

/** What the proxy saw of one exchange. */
export interface Exchange {
  entry: CatalogueEntry;
  merchantCode: string | undefined;
  query: Record<string, string>;
  /** The request body as JSON, when it was JSON (an E endpoint's { jwe } is left out: it never repeats). */
  body: unknown;
  status: number;
  answer: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The override that answers this exchange again, masked; undefined when the answer is not one an override can give. */
export function recordedOverride(x: Exchange): RecordedOverride | undefined {
  let answer: RecordedOverride['answer'];
  if (x.status >= 200 && x.status < 300) {
    const raw = answersRaw(x.entry) && !(isObject(x.answer) && typeof x.answer.success === 'boolean');
    if (!raw && !(isObject(x.answer) && x.answer.success === true)) return undefined;
    answer = { value: maskValue(raw ? x.answer : (x.answer as { value?: unknown }).value) };
  } else {
    if (!isObject(x.answer) || typeof x.answer.errorCode !== 'string') return undefined;
    const { errorCode, message, value } = x.answer;
    answer = {
      errorCode,
      status: x.status,
      ...(typeof message === 'string' ? { message } : {}),
      ...(value !== undefined ? { value: maskValue(value) } : {}),
    };
  }
  const query = matchableValue(x.query) as Record<string, string>;
  const body = x.entry.flags.includes('E') || !isObject(x.body) ? undefined : matchableValue(x.body);
  return {
    route: x.entry.id,
    match: {
      ...(Object.keys(query).length ? { query } : {}),
      ...(isObject(body) && Object.keys(body).length ? { body } : {}),
      ...(x.merchantCode ? { merchant: x.merchantCode } : {}),
    },
    answer,
    times: 1,
    recorded: true,
  };
}

/** Loads a recording into a session as overrides, so that its first answer for a request is given first. */
export function playRecording(
  s: MockSession,
  doc: unknown,
  routes: RouteTable,
  validators: ContractValidators,
): { loaded: number; upstream: string } {
  const version = isObject(doc) ? doc.version : undefined;
  if (!isObject(doc) || version === undefined || !Array.isArray(doc.overrides))
    throw new GatewayError('qa.invalid', {
      message: `recording: not a recording (a JSON object with "version": ${RECORDING_VERSION} and "overrides", from GET /__mock/upstream/recording)`,
    });
  if (version !== RECORDING_VERSION)
    throw new GatewayError('qa.invalid', {
      message: `recording: version ${JSON.stringify(version)} is not one this mock reads (it reads version ${RECORDING_VERSION})`,
    });
  const now = s.world.clock.now();
  // All checked before any is added: a bad recording changes nothing.
  const parsed = doc.overrides.map((o, i) => {
    try {
      return parseOverride(o, routes, validators, now);
    } catch (err) {
      if (err instanceof GatewayError)
        throw new GatewayError('qa.invalid', { message: `recording: overrides/${i}: ${err.message}` });
      throw err;
    }
  });
  // The newest override answers first: the oldest answer goes in last.
  for (const o of parsed.reverse()) s.overrides.add(o);
  return { loaded: parsed.length, upstream: String(doc.upstream ?? '') };
}
