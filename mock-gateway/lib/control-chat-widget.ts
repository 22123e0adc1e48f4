/**
 * The stand-in chat widget under /__mock/chat-widget.js (docs/gateway.md, "Chat scripts"): the script a merchant's
 * `customerService.chatScripts` names, which the gateway's WPSCORE_getCustomerServiceScript answers. It only sets
 * `window.__wlChatWidget`, so a test can tell whether the site loaded it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const widget = readFileSync(path.join(import.meta.dirname, '..', 'stand-in', 'chat-widget.js'), 'utf8');

export function chatWidgetRouter(): Router {
  const r = express.Router();
  r.get('/chat-widget.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-store');
    res.send(widget);
  });
  return r;
}
