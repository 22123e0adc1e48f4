/**
 * --state-dir: each mock session's history (session-history.ts) in one file, `<session>.jsonl`: a first line with
 * the base, then one line per op. A new history is written whole to a temporary file, fsynced and renamed over the
 * old one; ops are appended. An answer leaves only once the ops it depends on are on disk (write-ahead), so a
 * process killed at any moment loses nothing it answered. Appends that arrive while a write is in flight are
 * written together by the next one (one fdatasync per batch, not per request), which keeps the cost under load low.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HistorySink, SessionBase, SessionHistory, SessionOp } from './session-history.js';

export const STATE_FILE_VERSION = 1;
const SUFFIX = '.jsonl';

interface Batch {
  text: string;
  done: Promise<void>;
  settle: (err?: Error) => void;
}

interface OpenFile {
  fd: number;
  /** Lines waiting for the next write. */
  next?: Batch;
  /** The write (and fdatasync) in flight. */
  flying?: Batch;
  /** Set by drop/rebase: the descriptor is closed once the write in flight ends. */
  retired?: boolean;
}

function batch(): Batch {
  let settle!: (err?: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  done.catch(() => undefined); // a waiter sees the failure; an unobserved one must not crash the process
  return { text: '', done, settle };
}

const line = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** The first line of a state file. */
interface Header {
  version: number;
  session: string;
  base: SessionBase;
}

export class StateDir implements HistorySink {
  private readonly files = new Map<string, OpenFile>();

  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private fileOf(id: string): string {
    // Session names are [A-Za-z0-9_.:-]; ':' is not portable in file names.
    return path.join(this.dir, `${id.replaceAll(':', '%3A')}${SUFFIX}`);
  }

  rebase(id: string, history: SessionHistory): void {
    this.close(id);
    const file = this.fileOf(id);
    const tmp = `${file}.tmp`;
    const header: Header = { version: STATE_FILE_VERSION, session: id, base: history.base };
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, line(header) + history.ops.map(line).join(''));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
    this.syncDir();
    this.files.set(id, { fd: fs.openSync(file, 'a') });
  }

  append(id: string, op: SessionOp, history: SessionHistory): void {
    const f = this.files.get(id);
    if (!f) {
      this.rebase(id, history); // the session's first op: its file is written whole, op included
      return;
    }
    f.next ??= batch();
    f.next.text += line(op);
    if (!f.flying) setImmediate(() => this.flush(f));
  }

  written(id: string): Promise<void> | undefined {
    const f = this.files.get(id);
    return f?.next?.done ?? f?.flying?.done;
  }

  drop(id: string): void {
    this.close(id);
    fs.rmSync(this.fileOf(id), { force: true });
  }

  /** Every saved session's history, oldest file first; a line torn by a crash ends that file's history. */
  load(): { id: string; history: SessionHistory }[] {
    const names = fs.readdirSync(this.dir).filter((n) => n.endsWith(SUFFIX));
    return names.map((name) => {
      const file = path.join(this.dir, name);
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      const header = JSON.parse(lines[0] ?? '') as Header;
      if (header.version !== STATE_FILE_VERSION)
        throw new Error(`${file}: state file version ${header.version} (this mock reads ${STATE_FILE_VERSION})`);
      const ops: SessionOp[] = [];
      for (const text of lines.slice(1)) {
        if (!text) continue;
        try {
          ops.push(JSON.parse(text) as SessionOp);
        } catch {
          break; // the write the process was killed in; nothing after it was answered
        }
      }
      return { id: header.session, history: { base: header.base, ops } };
    });
  }

  private flush(f: OpenFile): void {
    const b = f.next;
    if (!b || f.flying) return;
    f.next = undefined;
    f.flying = b;
    const done = (err: Error | null): void => {
      f.flying = undefined;
      b.settle(err ?? undefined);
      if (f.retired) {
        if (!f.next) fs.close(f.fd, () => undefined);
      } else if (f.next) this.flush(f);
    };
    fs.write(f.fd, b.text, (err) => (err ? done(err) : fs.fdatasync(f.fd, done)));
  }

  private close(id: string): void {
    const f = this.files.get(id);
    if (!f) return;
    this.files.delete(id);
    // Lines not yet written belong to the history being replaced; the session's waiters are released.
    f.next?.settle();
    f.next = undefined;
    f.retired = true;
    if (!f.flying) fs.closeSync(f.fd);
  }

  private syncDir(): void {
    const fd = fs.openSync(this.dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
}
