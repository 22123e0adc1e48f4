/**
 * /__mock/upstream: proxy mode for one mock session (proxy.ts) and its recording (recording.ts); and
 * /__mock/overrides/recording, which plays a recording back as overrides.
 */
import express, { type Router } from 'express';
import { bad, jsonBody, ok, onlyQuery, sendDocument, sessionOf } from './control-kit.js';
import type { GatewayCore } from './pipeline.js';
import { unknownRoutes, type UpstreamSetting } from './proxy.js';
import { playRecording, RECORDING_VERSION, type RecordingFile } from './recording.js';

/** A setting from QA's JSON, or qa.invalid naming what is wrong. */
export function parseUpstream(input: Record<string, unknown>, ids: Iterable<string>): UpstreamSetting {
  const unknown = Object.keys(input).filter((k) => !['url', 'routes', 'record'].includes(k));
  if (unknown.length)
    bad(`upstream: unknown field ${unknown.map((k) => `"${k}"`).join(', ')} (allowed: url, routes, record)`);
  let url: URL | undefined;
  try {
    url = typeof input.url === 'string' ? new URL(input.url) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    bad('upstream: url must be the real gateway\'s http(s) URL, e.g. "https://gateway.example"');
  const setting: UpstreamSetting = { url: input.url as string, record: false };
  if (input.routes !== undefined) {
    if (!Array.isArray(input.routes) || !input.routes.every((r) => typeof r === 'string' && r))
      bad('upstream: routes must be a list of catalogue ids, "*" wildcards allowed (e.g. ["wallet.*"])');
    const never = unknownRoutes(input.routes as string[], ids);
    if (never.length)
      bad(
        `upstream: routes ${never.map((r) => `"${r}"`).join(', ')} name no catalogue id, so they would never forward`,
      );
    setting.routes = input.routes as string[];
  }
  if (input.record !== undefined) {
    if (typeof input.record !== 'boolean') bad('upstream: record must be a boolean');
    setting.record = input.record;
  }
  return setting;
}

export function upstreamRouter(core: GatewayCore): Router {
  const r = express.Router();
  const session = sessionOf(core.sessions);
  const ids = () => core.routes.byId.keys();

  r.put('/upstream', (req, res) => {
    onlyQuery(req, []);
    const s = session(req);
    s.upstream = parseUpstream(jsonBody(req), ids());
    ok(res, { upstream: s.upstream, source: 'session' });
  });
  r.get('/upstream', (req, res) => {
    onlyQuery(req, []);
    const s = session(req);
    const upstream = s.upstream === undefined ? (core.upstream ?? null) : s.upstream;
    const source = s.upstream === undefined ? (core.upstream ? '--upstream' : 'none') : s.upstream ? 'session' : 'off';
    ok(res, { upstream, source, recorded: s.recorded.length });
  });
  // Off for this session, --upstream included (POST /__mock/reset goes back to --upstream).
  r.delete('/upstream', (req, res) => {
    onlyQuery(req, []);
    session(req).upstream = null;
    ok(res, { upstream: null, source: 'off' });
  });
  r.get('/upstream/recording', (req, res) => {
    onlyQuery(req, []);
    const s = session(req);
    const up = s.upstream ?? core.upstream;
    const doc: RecordingFile = { version: RECORDING_VERSION, upstream: up?.url ?? '', overrides: s.recorded };
    sendDocument(res, doc);
  });
  r.delete('/upstream/recording', (req, res) => {
    onlyQuery(req, []);
    const s = session(req);
    const removed = s.recorded.length;
    s.recorded = [];
    ok(res, { removed });
  });
  r.put('/overrides/recording', (req, res) => {
    onlyQuery(req, []);
    ok(res, playRecording(session(req), req.body, core.routes, core.validators));
  });
  return r;
}
