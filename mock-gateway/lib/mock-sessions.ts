/**
 * Mock sessions: each names an isolated world with its own scenarios, faults, journal, clock and keys.
 * Created lazily, least-recently-used evicted beyond `max`. Each keeps its history (session-history.ts), so it can be
 * exported and, with a sink, survive a restart.
 */
import { createWorld, type MerchantSeed, type PatternDef, type World } from '../world/index.js';
import { FaultStore } from './faults.js';
import { Journal } from './journal.js';
import { Keyring } from './keyring.js';
import { OverrideStore } from './overrides.js';
import type { UpstreamSetting } from './proxy.js';
import type { RecordedOverride } from './recording.js';
import type { HistorySink, SessionBase, SessionHistory, SessionOp } from './session-history.js';

export interface MockSession {
  readonly id: string;
  world: World;
  seed: number;
  readonly faults: FaultStore;
  /** HTTP overrides (QA stubs) answering for matching requests. */
  readonly overrides: OverrideStore;
  readonly journal: Journal;
  readonly keyring: Keyring;
  /** When true the virtual clock also follows real time (QA advances add on top). */
  flowing: boolean;
  lastReal: number;
  /** The seed, clock start and every state-changing input since (what exports and restarts replay). */
  history: SessionHistory;
  /** True while its history is played back: nothing is recorded and real time does not move the clock. */
  replaying: boolean;
  /** Proxy mode (proxy.ts): undefined follows --upstream, null forwards nothing. */
  upstream: UpstreamSetting | null | undefined;
  /** The upstream's answers saved as overrides, oldest first (GET /__mock/upstream/recording). */
  recorded: RecordedOverride[];
}

export interface MockSessionOptions {
  seed: number;
  merchants: MerchantSeed[];
  /** The registration pattern catalogue (site-config/registration-patterns.json). */
  patterns: readonly PatternDef[];
  max: number;
  keyOverlapMs?: number;
  /** Virtual clocks follow real time (default true); QA can stop it per session. */
  flowing: boolean;
  /** Where each world's clock starts (default: now). */
  clockStart?: number;
  /** Keeps every session's history durably (--state-dir); absent: in memory only. */
  sink?: HistorySink;
}

export class MockSessions {
  private readonly sessions = new Map<string, MockSession>();

  constructor(private readonly opts: MockSessionOptions) {}

  private newWorld(seed: number, clockStart = this.opts.clockStart): World {
    const { merchants, patterns } = this.opts;
    return createWorld({ seed, merchants, patterns, ...(clockStart !== undefined ? { fixedStart: clockStart } : {}) });
  }

  private fresh(s: MockSession, seed: number, clockStart?: number): void {
    s.seed = seed;
    s.world = this.newWorld(seed, clockStart);
    s.history = { base: { seed, clockStart: s.world.clock.start }, ops: [] };
  }

  /** The session named id (created on first use), with its clock brought up to date. */
  get(id: string): MockSession {
    let s = this.sessions.get(id);
    if (s) {
      this.sessions.delete(id);
      this.sessions.set(id, s);
    } else {
      const world = this.newWorld(this.opts.seed);
      s = {
        id,
        world,
        seed: this.opts.seed,
        faults: new FaultStore(),
        overrides: new OverrideStore(),
        journal: new Journal(),
        keyring: new Keyring(this.opts.keyOverlapMs),
        flowing: this.opts.flowing,
        lastReal: Date.now(),
        history: { base: { seed: this.opts.seed, clockStart: world.clock.start }, ops: [] },
        replaying: false,
        upstream: undefined,
        recorded: [],
      };
      this.sessions.set(id, s);
      while (this.sessions.size > this.opts.max) {
        const oldest = this.sessions.keys().next().value as string;
        this.sessions.delete(oldest);
        this.opts.sink?.drop(oldest);
      }
    }
    const real = Date.now();
    if (s.flowing && !s.replaying && real > s.lastReal) s.world.clock.advance(real - s.lastReal);
    s.lastReal = real;
    return s;
  }

  /** Fresh world (same or given seed), no faults or overrides, empty journal, first key; a new history. */
  reset(id: string, seed?: number): MockSession {
    const s = this.replace(id, { seed: seed ?? this.opts.seed });
    this.opts.sink?.rebase(id, s.history);
    return s;
  }

  /**
   * Like reset, from a given base, without telling the sink: the caller replays a history into it first, then
   * hands the whole history over with `keep` (imports, restarts).
   */
  replace(id: string, base: Partial<SessionBase> & { seed: number }): MockSession {
    const s = this.get(id);
    this.fresh(s, base.seed, base.clockStart);
    s.faults.clear();
    s.overrides.clear();
    s.journal.clear();
    s.keyring.reset();
    s.upstream = undefined;
    s.recorded = [];
    s.flowing = this.opts.flowing;
    s.lastReal = Date.now();
    return s;
  }

  /** Makes a replayed history the session's own (and the sink's, written whole). */
  keep(s: MockSession, history: SessionHistory): void {
    s.history = history;
    this.opts.sink?.rebase(s.id, history);
  }

  /** Adds a state-changing input to the session's history (not while it is being replayed). */
  record(s: MockSession, op: SessionOp): void {
    if (s.replaying) return;
    s.history.ops.push(op);
    this.opts.sink?.append(s.id, op, s.history);
  }

  /** Settles when the session's history is on disk up to now; undefined when there is nothing to wait for. */
  written(s: MockSession): Promise<void> | undefined {
    return this.opts.sink?.written(s.id);
  }

  ids(): string[] {
    return [...this.sessions.keys()];
  }

  get size(): number {
    return this.sessions.size;
  }
}
