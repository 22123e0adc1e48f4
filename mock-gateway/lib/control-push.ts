/**
 * QA control of the push channel and of mail under /__mock (docs/gateway.md, "Push channel and mail"): send any
 * event of the reference to an account, put a mail in an inbox (which pushes INBOX), empty an inbox, drop the
 * session's push sockets, and make the channel unavailable so the site falls back to polling.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Request, Router } from 'express';
import Ajv2020 from 'ajv/dist/2020.js';
import type { PushEvent } from '../world/push.js';
import { bad, jsonBody, ok, sessionOf, type ControlContext, accountNamed } from './control-kit.js';
import { API_SCHEMAS_DIR } from './paths.js';
import { pushHub } from './push-channel.js';
import { mockSessionId } from './request-info.js';
import { listAjvErrors } from './validators.js';

const validEvent = new Ajv2020({ strict: false }).compile<PushEvent>(
  JSON.parse(fs.readFileSync(path.join(API_SCHEMAS_DIR, 'push/push-event.schema.json'), 'utf8')) as object,
);

const text = (v: unknown, name: string, max: number): string => {
  if (typeof v !== 'string' || !v.trim() || v.length > max) bad(`${name} must be a non-empty string of at most ${max}`);
  return v;
};

export function pushRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const hub = pushHub(sessions);
  const accountOf = (req: Request, username: unknown) => accountNamed(session(req).world, username);

  r.post('/push', (req, res) => {
    const { account, ...event } = jsonBody(req);
    const a = accountOf(req, account);
    if (!validEvent(event)) bad(`event: ${listAjvErrors(validEvent.errors).join('; ')}`);
    ok(res, { account: a.account, delivered: session(req).world.push.publish(a.id, event) });
  });

  r.post('/push/drop', (req, res) => ok(res, { dropped: hub.drop(mockSessionId(req)) }));

  r.put('/push/available', (req, res) => {
    const { available } = jsonBody(req);
    if (typeof available !== 'boolean') bad('available must be true or false');
    hub.setAvailable(mockSessionId(req), available);
    ok(res, { available });
  });

  r.get('/push', (req, res) => ok(res, { connections: hub.connections(mockSessionId(req)) }));

  r.post('/mail', (req, res) => {
    const b = jsonBody(req);
    const a = accountOf(req, b.account);
    const subject = text(b.subject, 'subject', 100);
    const content = text(b.content ?? subject, 'content', 5000);
    const senderName = b.senderName === undefined ? 'Customer Service' : text(b.senderName, 'senderName', 40);
    // QA writes HTML on purpose (the site must sanitise it); people's mail is escaped by world/mail.ts.
    ok(res, session(req).world.mail.deliver(a.id, { senderName, subject, content }));
  });

  r.delete('/mail', (req, res) => {
    const a = accountOf(req, req.query.account);
    session(req).world.mail.clear(a.id);
    ok(res, { account: a.account, unreadCount: 0 });
  });
  return r;
}
