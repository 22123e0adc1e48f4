/**
 * Mock sessions: each names an isolated world with its own scenarios, faults, journal, clock and keys.
 * Created lazily, least-recently-used evicted beyond `max`.
 */
import { createWorld, type MerchantSeed, type PatternDef, type World } from '../world/index.js';
import { FaultStore } from './faults.js';
import { Journal } from './journal.js';
import { Keyring } from './keyring.js';
import { OverrideStore } from './overrides.js';

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
}

export class MockSessions {
  private readonly sessions = new Map<string, MockSession>();

  constructor(private readonly opts: MockSessionOptions) {}

  private newWorld(seed: number): World {
    const { merchants, patterns, clockStart } = this.opts;
    return createWorld({ seed, merchants, patterns, ...(clockStart !== undefined ? { fixedStart: clockStart } : {}) });
  }

  /** The session named id (created on first use), with its clock brought up to date. */
  get(id: string): MockSession {
    let s = this.sessions.get(id);
    if (s) {
      this.sessions.delete(id);
      this.sessions.set(id, s);
    } else {
      s = {
        id,
        world: this.newWorld(this.opts.seed),
        seed: this.opts.seed,
        faults: new FaultStore(),
        overrides: new OverrideStore(),
        journal: new Journal(),
        keyring: new Keyring(this.opts.keyOverlapMs),
        flowing: this.opts.flowing,
        lastReal: Date.now(),
      };
      this.sessions.set(id, s);
      while (this.sessions.size > this.opts.max) {
        const oldest = this.sessions.keys().next().value as string;
        this.sessions.delete(oldest);
      }
    }
    const real = Date.now();
    if (s.flowing && real > s.lastReal) s.world.clock.advance(real - s.lastReal);
    s.lastReal = real;
    return s;
  }

  /** Fresh world (same or given seed), no faults or overrides, empty journal, first key. */
  reset(id: string, seed?: number): MockSession {
    const s = this.get(id);
    s.seed = seed ?? this.opts.seed;
    s.world = this.newWorld(s.seed);
    s.faults.clear();
    s.overrides.clear();
    s.journal.clear();
    s.keyring.reset();
    s.flowing = this.opts.flowing;
    s.lastReal = Date.now();
    return s;
  }

  ids(): string[] {
    return [...this.sessions.keys()];
  }

  get size(): number {
    return this.sessions.size;
  }
}
