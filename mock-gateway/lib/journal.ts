/** The request journal of one mock session: a bounded ring of what the gateway answered. */

export interface JournalEntry {
  seq: number;
  /** Virtual time of the mock session, epoch ms. */
  at: number;
  method: string;
  path: string;
  /** Catalogue id, when the path is in the catalogue. */
  endpoint?: string;
  status: number;
  errorCode?: string;
  /** Real milliseconds spent answering. */
  ms: number;
  /** Injected fault applied to this request. */
  fault?: string;
  /** Contract violations found in the gateway's own answer. */
  violations?: string[];
}

export class Journal {
  private ring: (JournalEntry | undefined)[];
  private seq = 0;

  constructor(private readonly max = 1000) {
    this.ring = new Array<JournalEntry | undefined>(max);
  }

  add(e: Omit<JournalEntry, 'seq'>): void {
    const entry = e as JournalEntry;
    entry.seq = ++this.seq;
    this.ring[entry.seq % this.max] = entry;
  }

  /** Oldest first. */
  list(filter: { since?: number; limit?: number; endpoint?: string; violationsOnly?: boolean } = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    const first = Math.max(1, this.seq - this.max + 1, (filter.since ?? 0) + 1);
    for (let s = first; s <= this.seq; s++) {
      const e = this.ring[s % this.max];
      if (!e || e.seq !== s) continue;
      if (filter.endpoint && e.endpoint !== filter.endpoint && e.path !== filter.endpoint) continue;
      if (filter.violationsOnly && !e.violations?.length) continue;
      out.push({ ...e });
    }
    return filter.limit !== undefined ? out.slice(-filter.limit) : out;
  }

  clear(): void {
    this.ring = new Array<JournalEntry | undefined>(this.max);
  }
}
