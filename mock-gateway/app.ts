/**
 * The mock gateway as an Express app: /wps/** and /lgw/** from the endpoint catalogue, /__mock/** for QA.
 * Mount it in front of the static site: `app.use(createGatewayApp())`; other paths fall through.
 */
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { handlers as defaultHandlers } from './handlers/index.js';
import type { Handler } from './handlers/types.js';
import { buildRouteTable, loadCatalogue } from './lib/catalogue.js';
import { controlRouter } from './lib/control.js';
import { cors } from './lib/cors.js';
import { errorText, GatewayError } from './lib/gateway-error.js';
import { keyAt } from './lib/key-pool.js';
import { MockSessions } from './lib/mock-sessions.js';
import { pushHub, rememberHub, servePushOnListen } from './lib/push-channel.js';
import { DEFAULT_SITE_CONFIG_DIR } from './lib/paths.js';
import { createPipeline, failureBody, isGatewayPath, parserError, type GatewayCore } from './lib/pipeline.js';
import { loadSiteConfig } from './lib/site-config.js';
import { compileContract } from './lib/validators.js';
import { replay } from './lib/replay.js';
import { DEFAULT_MOCK_SESSION } from './lib/request-info.js';
import { StateDir } from './lib/state-dir.js';
import { parseUpstream } from './lib/control-upstream.js';
import { readFileSync } from 'node:fs';
import { importWorld, readWorldFile } from './lib/world-file.js';

export interface GatewayOptions {
  /** World seed for every mock session (default 1). */
  seed?: number;
  /** Folder with <merchant>/merchant.json (default: the repository's site-config/). */
  siteConfigDir?: string;
  /** Test-only: replace handlers by catalogue id (e.g. to prove a contract-breaking answer becomes a 500). */
  handlers?: Record<string, Handler>;
  /** Mock sessions kept before the least recently used is dropped (default 200). */
  maxSessions?: number;
  /** How long (virtual ms) the previous key stays accepted after a rotation (default 15 minutes). */
  keyOverlapMs?: number;
  /** Virtual clocks follow real time (default true). */
  realTimeClock?: boolean;
  /** Test-only: where every world's clock starts (epoch ms; default: now), e.g. a second before midnight. */
  clockStart?: number;
  /** Answer CORS preflights and echo the Origin (default true). */
  cors?: boolean;
  /** Where contract violations and unexpected errors are reported (default console.error). */
  log?: (line: string) => void;
  /**
   * Keep every mock session's state in this folder as it changes, and reload it at start (restoreSessions): a
   * restart, even a crash, loses nothing that was answered. Absent: memory only.
   */
  stateDir?: string;
  /** --upstream: every mock session without a setting of its own forwards to this gateway (docs: "Proxy and record"). */
  upstream?: { url: string; record?: boolean; routes?: string[] };
}

const RESTORING = 'mockGatewayRestoring'; // app.locals key: what restoreSessions needs

/** What the default mock session starts from (when --state-dir has not kept one). */
export interface StartingPoint {
  /** A world file: a path or a fixture's name (mock-gateway/worlds/). */
  world?: string;
  /** A recording (GET /__mock/upstream/recording saved to a file), played back as overrides. */
  playback?: string;
}

/**
 * Once the app listens (baseUrl reaches it): the sessions saved in its state dir replayed, then, unless the state dir
 * had one, the default mock session's starting point.
 */
export async function restoreSessions(app: express.Express, baseUrl: string, start: StartingPoint = {}): Promise<void> {
  const { core, stateDir } = app.locals[RESTORING] as { core: GatewayCore; stateDir?: StateDir };
  const restored = new Set<string>();
  for (const { id, history } of stateDir?.load() ?? []) {
    const s = core.sessions.replace(id, history.base);
    await replay(core, baseUrl, s, history.ops);
    core.sessions.keep(s, history);
    restored.add(id);
  }
  if (restored.has(DEFAULT_MOCK_SESSION)) return;
  if (start.world !== undefined) await importWorld(core, baseUrl, DEFAULT_MOCK_SESSION, readWorldFile(start.world));
  if (start.playback !== undefined) {
    // Through the control API, so the session's history keeps it like any other QA call.
    const res = await fetch(`${baseUrl}/__mock/overrides/recording`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: readFileSync(start.playback, 'utf8'),
    });
    const answer = (await res.json()) as { success: boolean; message?: string };
    if (!answer.success) throw new Error(`--playback ${start.playback}: ${answer.message}`);
  }
}

export function createGatewayApp(options: GatewayOptions = {}): express.Express {
  const catalogue = loadCatalogue();
  const routes = buildRouteTable(catalogue);
  const handlers = new Map<string, Handler>(Object.entries({ ...defaultHandlers, ...options.handlers }));
  const missing = catalogue.filter((e) => !handlers.has(e.id)).map((e) => e.id);
  if (missing.length) throw new Error(`mock-gateway: no handler for catalogue entries: ${missing.join(', ')}`);
  const orphans = [...handlers.keys()].filter((id) => !routes.byId.has(id));
  if (orphans.length) throw new Error(`mock-gateway: handlers without a catalogue entry: ${orphans.join(', ')}`);

  const site = loadSiteConfig(options.siteConfigDir ?? DEFAULT_SITE_CONFIG_DIR);
  const stateDir = options.stateDir !== undefined ? new StateDir(options.stateDir) : undefined;
  const sessions = new MockSessions({
    ...(stateDir ? { sink: stateDir } : {}),
    seed: options.seed ?? 1,
    merchants: site.merchants.map((m) => m.seed),
    patterns: site.patterns,
    max: options.maxSessions ?? 200,
    flowing: options.realTimeClock ?? true,
    ...(options.clockStart !== undefined ? { clockStart: options.clockStart } : {}),
    ...(options.keyOverlapMs !== undefined ? { keyOverlapMs: options.keyOverlapMs } : {}),
  });
  const core: GatewayCore = {
    ...(options.upstream ? { upstream: parseUpstream({ ...options.upstream }, routes.byId.keys()) } : {}),
    routes,
    validators: compileContract(catalogue),
    handlers,
    sessions,
    site,
    log: options.log ?? ((line) => console.error(line)),
  };
  void keyAt(0); // start generating the first RSA key now

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (options.cors !== false) {
    app.use((req, res, next) =>
      isGatewayPath(req.path) || req.path.startsWith('/__mock') ? cors(req, res, next) : next(),
    );
  }
  // The push channel (WebSocket /wps/push) is served by whichever HTTP server listens with this app.
  rememberHub(app, pushHub(sessions));
  servePushOnListen(app);
  app.locals[RESTORING] = { core, stateDir };
  app.use('/__mock', controlRouter(core));
  app.use(createPipeline(core));
  // Last resort for gateway paths: never a stack trace, always the envelope.
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!isGatewayPath(req.path) || res.headersSent) {
      next(err);
      return;
    }
    const e = parserError(err) ?? (err instanceof GatewayError ? err : new GatewayError('internal.error'));
    if (e.code === 'internal.error') core.log(`[mock-gateway] unexpected error: ${errorText(err)}`);
    res.status(e.status).setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(failureBody(e));
  });
  return app;
}
