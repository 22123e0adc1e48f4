/**
 * The mock gateway's soak (part of `npm run bench:gateway`): for a fixed number of minutes, ten callers mix reads,
 * money moves (a transfer out and back, some re-sent with the same key) and journal reads over a pool of mock
 * sessions as large as the LRU bound, plus a stream of new sessions that turns the LRU over. Prints per minute the
 * requests, p50 / p99 and errors, and the gateway's memory (after a full GC) at the start, middle and end.
 */
import { encryptPayload, type PublicJwks } from '../../mock-gateway/lib/jwe-client.ts';
import { vendorAccountTypeId } from '../../mock-gateway/handlers/wallet.ts';

export interface Memory {
  rss: number;
  heapUsed: number;
}

export interface SoakOptions {
  url: string;
  headers: Record<string, string>;
  minutes: number;
  /** Mock sessions in the steady pool (the gateway's LRU bound). */
  pool: number;
  /** The gateway's memory after a full GC. */
  memory: () => Promise<Memory>;
  callers?: number;
}

interface Minute {
  latencies: number[];
  errors: number;
}

const MAIN = 2;
const PT = vendorAccountTypeId('PT');
/** The two reads the throughput bench measures (scripts/bench-gateway.ts). */
export const LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20&clientType=3';
export const HOT = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=flash,html5-desktop';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;
}

export async function runSoak(o: SoakOptions): Promise<{ plateau: boolean; errors: number }> {
  const tokens = new Map<string, string>();
  let jwks: PublicJwks | undefined;
  let fresh = 0;
  let keys = 0;
  /** Transfers refused because the LRU had dropped their session: logged in again. */
  let dropped = 0;
  const minutes: Minute[] = [];
  let started = Date.now();
  // Steps still under way when time is up count in the last minute.
  const minuteNow = () =>
    (minutes[Math.min(o.minutes - 1, Math.floor((Date.now() - started) / 60_000))] ??= { latencies: [], errors: 0 });
  /** What the errors were: status and error code, or the network error. */
  const errorKinds = new Map<string, number>();
  const countError = (kind: string) => {
    minuteNow().errors++;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };

  /** One request, timed; a 5xx, a network error or an unexpected refusal counts as an error. */
  async function call(
    session: string,
    path: string,
    init: RequestInit = {},
    /** An answer expected now and then (a dropped session's token), not an error. */
    tolerated?: number,
  ): Promise<{ status: number; text: string } | undefined> {
    const t0 = performance.now();
    try {
      const res = await fetch(`${o.url}${path}`, {
        ...init,
        headers: { ...o.headers, 'X-Mock-Session': session, ...(init.headers as Record<string, string>) },
      });
      const text = await res.text();
      minuteNow().latencies.push(performance.now() - t0);
      if (!res.ok && res.status !== tolerated)
        countError(`${res.status} ${/"errorCode":"([^"]+)"/.exec(text)?.[1] ?? ''} ${path.split('?')[0]}`);
      return { status: res.status, text };
    } catch (e) {
      countError(`${(e as Error).message} ${path.split('?')[0]}`);
      return undefined;
    }
  }

  async function login(session: string): Promise<string | undefined> {
    await call(session, '/__mock/scenarios/rate-limits-off', { method: 'PUT' });
    jwks ??= (JSON.parse((await call(session, '/wps/system/jwks'))!.text) as { value: PublicJwks }).value;
    const body = JSON.stringify({
      jwe: await encryptPayload(jwks, { username: 'demo_member', password: 'Member123' }),
    });
    const res = await call(session, '/wps/session/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    if (res?.status !== 200) return undefined;
    const token = (JSON.parse(res.text) as { value: { token: string } }).value.token;
    tokens.set(session, token);
    return token;
  }

  /** A dropped session's token is refused (401): expected while the LRU turns over, not an error. */
  async function transfer(session: string, token: string, from: number, to: number, key: string) {
    return call(
      session,
      '/wps/relay/GCS_walletTransfer',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': key },
        body: JSON.stringify({ fromAccountTypeId: from, toAccountTypeId: to, amount: 1 }),
      },
      401,
    );
  }

  async function step(): Promise<void> {
    const r = Math.random();
    // One step in ten opens a new session, which the LRU makes room for by dropping the least recently used.
    const session = r < 0.1 ? `soak-new-${++fresh}` : `soak-${Math.floor(Math.random() * o.pool)}`;
    const kind = Math.random();
    if (kind < 0.55) await call(session, Math.random() < 0.5 ? LIST : HOT);
    else if (kind < 0.85) {
      // A session dropped by the LRU took its login with it: log in again (as a tester would).
      let token = tokens.get(session) ?? (await login(session));
      if (!token) return;
      const key = `soak-key-${++keys}`;
      let res = await transfer(session, token, MAIN, PT, key);
      if (res?.status === 401) {
        dropped++;
        token = await login(session);
        if (!token) return;
        res = await transfer(session, token, MAIN, PT, key);
      }
      if (Math.random() < 0.2) await transfer(session, token, MAIN, PT, key); // a retry: replayed, not moved
      await transfer(session, token, PT, MAIN, `${key}-back`);
    } else await call(session, '/__mock/journal?tail=20');
  }

  // The pool first, each session used as a tester would: what one session costs, and the memory at the bound.
  const empty = await o.memory();
  for (let i = 0; i < o.pool; i++) {
    const session = `soak-${i}`;
    const token = await login(session);
    await call(session, LIST);
    if (token) await transfer(session, token, MAIN, PT, `fill-key-${i}`);
  }
  const memStart = await o.memory();
  const each = (k: keyof Memory) => `${((memStart[k] - empty[k]) / o.pool / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `\nmemory per mock session (logged in, a list read, a transfer): RSS ${each('rss')}, heap ${each('heapUsed')}`,
  );
  console.log(
    `soak: ${o.minutes} min, ${o.callers ?? 10} callers, ${o.pool} pooled mock sessions + new ones (one step in ten)`,
  );
  console.log(`memory at the bound, start: RSS ${mb(memStart.rss)}, heap ${mb(memStart.heapUsed)}`);
  let memMiddle: Memory | undefined;
  let middleAsked = false;
  started = Date.now();
  minutes.length = 0;
  const end = started + o.minutes * 60_000;
  const middle = started + (o.minutes * 60_000) / 2;
  const callers = Array.from({ length: o.callers ?? 10 }, async () => {
    while (Date.now() < end) {
      await step();
      if (!middleAsked && Date.now() >= middle) {
        middleAsked = true;
        memMiddle = await o.memory();
        console.log(`memory at the middle: RSS ${mb(memMiddle.rss)}, heap ${mb(memMiddle.heapUsed)}`);
      }
    }
  });
  await Promise.all(callers);
  const memEnd = await o.memory();
  console.log(`memory at the end: RSS ${mb(memEnd.rss)}, heap ${mb(memEnd.heapUsed)}`);
  console.log(
    `${'minute'.padEnd(8)}${'requests'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`,
  );
  let errors = 0;
  minutes.forEach((m, i) => {
    const sorted = m.latencies.sort((a, b) => a - b);
    errors += m.errors;
    console.log(
      `${String(i + 1).padEnd(8)}${String(sorted.length).padStart(10)}${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 99).toFixed(1).padStart(9)}${String(m.errors).padStart(8)}`,
    );
  });
  for (const [kind, n] of errorKinds) console.log(`  error ${n} x ${kind}`);
  // A plateau: the second half adds no more than a tenth to the heap the first half reached.
  const plateau = memEnd.heapUsed <= (memMiddle ?? memStart).heapUsed * 1.1;
  console.log(
    `new sessions: ${fresh}, logins lost to the LRU: ${dropped}; memory ${plateau ? 'reached a plateau' : 'still GROWING'} (heap ${mb((memMiddle ?? memStart).heapUsed)} at the middle, ${mb(memEnd.heapUsed)} at the end)`,
  );
  return { plateau, errors };
}
