/**
 * /__mock/world: the mock session's whole state as a world file (world-file.ts): export it, import one (a
 * document, or a fixture world that ships with the mock) in its place.
 */
import express, { type Request, type Router } from 'express';
import { bad, ok, onlyQuery, sendDocument, sessionOf } from './control-kit.js';
import { mockSessionId } from './request-info.js';
import type { GatewayCore } from './pipeline.js';
import { checkWorldFile, exportWorld, fixtureNames, importWorld, readWorldFile, type WorldFile } from './world-file.js';

/** This gateway as its own client sees it: replay sends the history's /__mock calls here. */
export function ownBaseUrl(req: Request): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  const host = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  return `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;
}

export function worldRouter(core: GatewayCore): Router {
  const r = express.Router();
  const session = sessionOf(core.sessions);
  const summary = async (req: Request, doc: WorldFile) => {
    const s = await importWorld(core, ownBaseUrl(req), mockSessionId(req), doc);
    return { session: s.id, seed: s.seed, now: s.world.clock.now(), operations: doc.operations.length };
  };

  r.get('/world', (req, res) => {
    onlyQuery(req, []);
    sendDocument(res, exportWorld(session(req)));
  });
  r.put('/world', async (req, res) => {
    onlyQuery(req, []);
    ok(res, await summary(req, checkWorldFile(req.body)));
  });
  r.get('/world/fixtures', (_req, res) =>
    ok(
      res,
      fixtureNames().map((name) => ({ name, description: readWorldFile(name).description ?? '' })),
    ),
  );
  r.put('/world/fixtures/:name', async (req, res) => {
    const name = req.params.name as string;
    if (!fixtureNames().includes(name)) bad(`no fixture world ${name} (known: ${fixtureNames().join(', ')})`);
    ok(res, await summary(req, readWorldFile(name)));
  });
  return r;
}
