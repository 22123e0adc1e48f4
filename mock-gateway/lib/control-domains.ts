/**
 * QA control of the merchant's domains under /__mock (docs/gateway.md, "Domains and boot"): mark a host name down,
 * so every gateway call through it answers domain_not_available and the site moves its visitor to another domain.
 */
import express from 'express';
import type { Router } from 'express';
import { bad, ok, sessionOf, type ControlContext } from './control-kit.js';
import { domainsDown } from './domains-down.js';

const HOST = /^[a-z0-9.-]{1,253}$/i;

export function domainsRouter({ sessions, site }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const hostOf = (raw: unknown): string => {
    const host = String(raw ?? '');
    if (!HOST.test(host)) bad('host must be a host name, e.g. royalace.example');
    return host;
  };

  r.get('/domains', (req, res) => {
    const mock = session(req);
    ok(res, {
      down: domainsDown.list(mock),
      merchants: site.merchants.map((m) => ({ merchant: m.code, hosts: m.hosts })),
    });
  });
  r.put('/domains/:host', (req, res) => {
    const host = hostOf(req.params.host);
    domainsDown.set(session(req), host, true);
    ok(res, { host, down: true });
  });
  r.delete('/domains/:host', (req, res) => {
    const host = hostOf(req.params.host);
    domainsDown.set(session(req), host, false);
    ok(res, { host, down: false });
  });
  return r;
}
