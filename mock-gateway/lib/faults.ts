/**
 * Fault injection of one mock session, per route, once or always: latency, error status, hang, dropped connection,
 * hold (the request waits until QA releases it: a test decides when the answer comes, instead of racing a delay; all
 * before the handler runs), commit-then-drop (the handler runs and commits, then the answer is lost) and slow-body
 * (the answer trickles out).
 */
import { loadCatalogue } from './catalogue.js';
import { GatewayError } from './gateway-error.js';

export type FaultKind = 'latency' | 'status' | 'hang' | 'hold' | 'drop' | 'commit-then-drop' | 'slow-body';
export const FAULT_KINDS: readonly FaultKind[] = [
  'latency',
  'status',
  'hang',
  'hold',
  'drop',
  'commit-then-drop',
  'slow-body',
];

/** hold without `ms`: a request held and never released goes on after 10 minutes. */
export const HOLD_DEFAULT_MS = 600_000;

/** slow-body without `ms`: the answer takes 10 s to arrive. */
export const SLOW_BODY_DEFAULT_MS = 10_000;

export interface Fault {
  id: number;
  /** Catalogue id (e.g. games.list) or exact path (e.g. /wps/relay/GCSGAME_gameList). */
  route: string;
  kind: FaultKind;
  /**
   * latency: delay; hang: when the connection is closed; hold: when a request not released goes on; slow-body: how
   * long the answer takes (real ms).
   */
  ms?: number;
  /** status: HTTP status to answer (default 500). */
  status?: number;
  /** status: errorCode of the envelope (default fault.injected). */
  errorCode?: string;
  /** Remove after it fired once. */
  once?: boolean;
  /**
   * Take the site server's reads for the pages it renders instead of the browser's calls: a page rendered while the
   * gateway is slow or failing (its reads miss their deadline, or fail, and the browser's app makes them itself).
   */
  siteServer?: boolean;
  /** How often it fired. */
  hits: number;
  /** hold: requests waiting for their release now. */
  held?: number;
}

export type FaultInput = Omit<Fault, 'id' | 'hits' | 'held'>;

/** The fields each kind takes besides route, kind and once; anything else is refused, not ignored. */
const FIELDS: Record<FaultKind, readonly string[]> = {
  latency: ['ms'],
  status: ['status', 'errorCode'],
  hang: ['ms'],
  hold: ['ms'],
  drop: [],
  'commit-then-drop': [],
  'slow-body': ['ms'],
};

let knownRoutes: Set<string> | undefined;
/** Catalogue ids and paths: a fault for anything else could never fire. */
function routes(): Set<string> {
  return (knownRoutes ??= new Set(loadCatalogue().flatMap((e) => [e.id, e.path])));
}

export function parseFault(input: unknown, knownCodes: Set<string>): FaultInput {
  const bad = (msg: string): never => {
    throw new GatewayError('qa.invalid', { message: `fault: ${msg}` });
  };
  if (!input || typeof input !== 'object' || Array.isArray(input))
    bad('body must be an object { route, kind, ms?, status?, errorCode?, once?, siteServer? }');
  const f = input as Record<string, unknown>;
  if (typeof f.route !== 'string' || !f.route) bad('route must be a catalogue id or a path');
  if (!routes().has(f.route as string))
    bad(
      `route ${JSON.stringify(f.route)} is neither a catalogue id (e.g. games.list) nor a catalogue path (e.g. /wps/relay/GCSGAME_gameList), so the fault could never fire`,
    );
  if (!FAULT_KINDS.includes(f.kind as FaultKind)) bad(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  const kind = f.kind as FaultKind;
  const allowed = new Set(['route', 'kind', 'once', 'siteServer', ...FIELDS[kind]]);
  const unknown = Object.keys(f).filter((k) => !allowed.has(k));
  if (unknown.length)
    bad(
      `${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not a field of kind ${kind} (it takes route, kind, once, siteServer${FIELDS[kind].map((x) => `, ${x}`).join('')})`,
    );
  const out: FaultInput = { route: f.route as string, kind };
  if (f.ms !== undefined) {
    if (typeof f.ms !== 'number' || f.ms < 0 || f.ms > 600_000) bad('ms must be a number of milliseconds (0-600000)');
    out.ms = f.ms as number;
  }
  if (kind === 'latency' && out.ms === undefined) bad('latency needs ms');
  if (f.status !== undefined) {
    if (typeof f.status !== 'number' || !Number.isInteger(f.status) || f.status < 400 || f.status > 599)
      bad('status must be an HTTP status 400-599');
    out.status = f.status as number;
  }
  if (f.errorCode !== undefined) {
    if (typeof f.errorCode !== 'string' || !knownCodes.has(f.errorCode))
      bad('errorCode must be a code of schemas/api/error-codes.json');
    out.errorCode = f.errorCode as string;
  }
  if (f.once !== undefined) {
    if (typeof f.once !== 'boolean') bad('once must be a boolean');
    out.once = f.once as boolean;
  }
  if (f.siteServer !== undefined) {
    if (typeof f.siteServer !== 'boolean') bad('siteServer must be a boolean');
    out.siteServer = f.siteServer as boolean;
  }
  return out;
}

/** A fault named by QA's `route` argument (its route or its id); every fault when there is none. */
const named = (f: Fault, route: string | undefined): boolean => !route || f.route === route || String(f.id) === route;

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;
  /** hold: the requests each fault holds, as the functions that let them go on. */
  private waiting = new Map<number, Set<() => void>>();
  /** Once-only holds that have fired: they hold their request until released, and take no other. */
  private spent = new Set<number>();

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => (f.kind === 'hold' ? { ...f, held: this.waiting.get(f.id)?.size ?? 0 } : { ...f }));
  }

  /** Removes the faults of a route or id (all without one); requests they hold go on. */
  clear(route?: string): number {
    const removed = this.faults.filter((f) => named(f, route));
    this.faults = this.faults.filter((f) => !removed.includes(f));
    for (const f of removed) this.letGo(f.id);
    return removed.length;
  }

  /**
   * hold: lets the held requests of a route or id (all without one) go on, and removes their faults so later
   * requests pass too. Answers how many requests went on.
   */
  release(route?: string): number {
    const holds = this.faults.filter((f) => f.kind === 'hold' && named(f, route));
    this.faults = this.faults.filter((f) => !holds.includes(f));
    return holds.reduce((n, f) => n + this.letGo(f.id), 0);
  }

  /** hold: waits until the fault is released or cleared, or its ms have passed. */
  hold(fault: Fault): Promise<void> {
    return new Promise((resolve) => {
      const held = this.waiting.get(fault.id) ?? new Set<() => void>();
      this.waiting.set(fault.id, held);
      const go = () => {
        clearTimeout(timer);
        held.delete(go);
        resolve();
      };
      const timer = setTimeout(go, fault.ms ?? HOLD_DEFAULT_MS);
      held.add(go);
    });
  }

  private letGo(id: number): number {
    this.spent.delete(id);
    const held = [...(this.waiting.get(id) ?? [])];
    this.waiting.delete(id);
    for (const go of held) go();
    return held.length;
  }

  get size(): number {
    return this.faults.length;
  }

  /** The fault to apply to this request (consumes a one-shot fault); `siteServer`: a read of the site server's. */
  take(endpointId: string, path: string, siteServer = false): Fault | undefined {
    if (this.faults.length === 0) return undefined;
    const i = this.faults.findIndex(
      (f) =>
        (f.route === path || f.route === endpointId) && !this.spent.has(f.id) && Boolean(f.siteServer) === siteServer,
    );
    if (i < 0) return undefined;
    const f = this.faults[i]!;
    f.hits++;
    if (f.once && f.kind === 'hold') this.spent.add(f.id);
    else if (f.once) this.faults.splice(i, 1);
    return { ...f };
  }
}
