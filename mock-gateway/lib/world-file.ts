/**
 * World files: a mock session's whole state as one versioned JSON document (schemas/mock/world-file.schema.json),
 * exported from a session and imported into another, at start (--world) or through /__mock/world. The document is
 * the session's history (session-history.ts); importing replays it into a fresh world.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { GatewayError } from './gateway-error.js';
import type { JournalRecord } from './journal.js';
import type { MockSession, MockSessions } from './mock-sessions.js';
import { SCHEMAS_DIR } from './paths.js';
import type { GatewayCore } from './pipeline.js';
import { advanceTo, replay } from './replay.js';
import type { SessionOp } from './session-history.js';
import { listAjvErrors } from './validators.js';

export const WORLD_FILE_VERSION = 1;
const SCHEMA_FILE = path.join(SCHEMAS_DIR, 'mock/world-file.schema.json');
/** The fixture worlds that ship with the mock: `<name>.json`. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../worlds');

export interface WorldFile {
  $schema?: string;
  version: typeof WORLD_FILE_VERSION;
  description?: string;
  seed: number;
  clockStart: number;
  now: number;
  flowing: boolean;
  operations: SessionOp[];
  journal?: JournalRecord[];
}

let validate: ReturnType<Ajv2020['compile']> | undefined;

export function exportWorld(s: MockSession): WorldFile {
  return {
    version: WORLD_FILE_VERSION,
    seed: s.history.base.seed,
    clockStart: s.history.base.clockStart,
    now: s.world.clock.now(),
    flowing: s.flowing,
    operations: s.history.ops,
    journal: s.journal.records(),
  };
}

/** The document as a world file, or qa.invalid saying what is wrong (an unknown version first of all). */
export function checkWorldFile(input: unknown, source = 'world file'): WorldFile {
  const version = (input as { version?: unknown } | null)?.version;
  if (!input || typeof input !== 'object' || Array.isArray(input) || version === undefined)
    throw new GatewayError('qa.invalid', {
      message: `${source}: not a world file (a JSON object with "version": ${WORLD_FILE_VERSION}, from GET /__mock/world)`,
    });
  if (version !== WORLD_FILE_VERSION)
    throw new GatewayError('qa.invalid', {
      message: `${source}: version ${JSON.stringify(version)} is not one this mock reads (it reads version ${WORLD_FILE_VERSION})`,
    });
  validate ??= new Ajv2020({ strict: false, allErrors: false }).compile(
    JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8')) as object,
  );
  if (!validate(input))
    throw new GatewayError('qa.invalid', {
      message: `${source}: ${listAjvErrors(validate.errors)[0] ?? 'does not match schemas/mock/world-file.schema.json'}`,
    });
  const doc = input as unknown as WorldFile;
  // Those start a new history themselves: inside one, they would replay a world into the world being replayed.
  const nested = doc.operations.findIndex((op) => op.k === 'control' && /^\/(reset|world)(\/|\?|$)/.test(op.url));
  if (nested >= 0)
    throw new GatewayError('qa.invalid', {
      message: `${source}: operations/${nested} calls ${(doc.operations[nested] as { url: string }).url}, which no history holds`,
    });
  return doc;
}

/** Reads a world file: a fixture's name (mock-gateway/worlds/) or a path. */
export function readWorldFile(nameOrPath: string): WorldFile {
  const fixture = path.join(FIXTURE_DIR, `${nameOrPath}.json`);
  const file = /^[a-z0-9-]+$/.test(nameOrPath) && fs.existsSync(fixture) ? fixture : nameOrPath;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new GatewayError('qa.invalid', {
      message: `no world file ${nameOrPath} (a path, or one of: ${fixtureNames().join(', ')})`,
    });
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new GatewayError('qa.invalid', { message: `${file}: not JSON` });
  }
  return checkWorldFile(doc, file);
}

export function fixtureNames(): string[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -5))
    .sort();
}

/**
 * Makes session `id` the world of `doc`: a fresh world from its seed and clock start, its operations replayed, the
 * clock moved to where it stood, its journal back. `baseUrl` reaches this gateway (replay.ts).
 */
export async function importWorld(
  core: GatewayCore & { sessions: MockSessions },
  baseUrl: string,
  id: string,
  doc: WorldFile,
): Promise<MockSession> {
  const { sessions } = core;
  const s = sessions.replace(id, { seed: doc.seed, clockStart: doc.clockStart });
  await replay(core, baseUrl, s, doc.operations);
  advanceTo(s, doc.now);
  s.flowing = doc.flowing;
  for (const e of doc.journal ?? []) s.journal.add({ ...e });
  const ops = [...doc.operations];
  if (doc.now > (ops.at(-1)?.at ?? doc.clockStart)) ops.push({ k: 'clock', at: doc.now });
  sessions.keep(s, { base: { seed: doc.seed, clockStart: doc.clockStart }, ops });
  return s;
}
