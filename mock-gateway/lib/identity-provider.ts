/**
 * The stand-in identity provider (Google, Facebook, external phone verification) under /__mock/idp, so social and
 * phone sign-in run locally and in tests. Its consent page lists test identities; choosing one hands a signed ID
 * token (ES256 JWT, like a Firebase ID token) back to the site's window. The gateway verifies tokens with
 * `verifyIdToken`: a token signed with another key, altered, expired or for another audience is refused.
 */
import express, { type Router } from 'express';
import { generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { type IdentityChannel, type VerifiedIdentity, WorldError } from '../world/index.js';
import { bad, jsonBody, ok, sessionOf, type ControlContext } from './control-kit.js';

const IDP_ISSUER = 'https://idp.mock.local';
const IDP_AUDIENCE = 'wl-gaming-gateway';
const TOKEN_MINUTES = 10;
const CHANNELS: readonly IdentityChannel[] = ['GOOGLE', 'FACEBOOK', 'PHONE'];

/** Test people per provider; a fresh subject signs in as a new person. */
const TEST_IDENTITIES: Record<IdentityChannel, Omit<VerifiedIdentity, 'channel'>[]> = {
  GOOGLE: [
    { subject: 'google-1001', name: 'Maria Santos', email: 'maria.santos@gmail.example' },
    { subject: 'google-1002', name: 'Juan dela Cruz', email: 'juan.delacruz@gmail.example' },
  ],
  FACEBOOK: [
    { subject: 'facebook-2001', name: 'Ana Reyes', email: 'ana.reyes@facebook.example' },
    { subject: 'facebook-2002', name: 'Paulo Costa', email: 'paulo.costa@facebook.example' },
  ],
  PHONE: [
    { subject: 'phone-3001', name: '+63 917 555 0101', phoneNumber: '+639175550101' },
    { subject: 'phone-3002', name: '+63 917 555 0102', phoneNumber: '+639175550102' },
  ],
};

let keys: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> | undefined;
const keyPair = () => (keys ??= generateKeyPair('ES256'));

export async function issueIdToken(channel: IdentityChannel, who: Omit<VerifiedIdentity, 'channel'>, now: number) {
  const { privateKey } = await keyPair();
  const iat = Math.floor(now / 1000);
  return new SignJWT({
    provider: channel,
    ...(who.name ? { name: who.name } : {}),
    ...(who.email ? { email: who.email } : {}),
    ...(who.phoneNumber ? { phone_number: who.phoneNumber } : {}),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setIssuer(IDP_ISSUER)
    .setAudience(IDP_AUDIENCE)
    .setSubject(who.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_MINUTES * 60)
    .sign(privateKey);
}

/** The identity a token proves for `channel`, or WorldError social_token_invalid. */
export async function verifyIdToken(token: string, channel: IdentityChannel, now: number): Promise<VerifiedIdentity> {
  const { publicKey } = await keyPair();
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: IDP_ISSUER,
      audience: IDP_AUDIENCE,
      algorithms: ['ES256'],
      currentDate: new Date(now),
    });
    if (payload.provider !== channel || typeof payload.sub !== 'string') throw new Error('wrong provider');
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const name = str(payload.name);
    const email = str(payload.email);
    const phoneNumber = str(payload.phone_number);
    return {
      channel,
      subject: payload.sub,
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
    };
  } catch {
    throw new WorldError('social_token_invalid');
  }
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LABEL: Record<IdentityChannel, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook', PHONE: 'Phone verification' };
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;font:16px system-ui,sans-serif;background:#f4f4f6;color:#111}main{max-width:26rem;margin:2rem auto;padding:1rem;background:#fff;border-radius:8px}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;text-align:left;border:1px solid #888;border-radius:6px;background:#fff;color:#111;cursor:pointer}button:focus{outline:3px solid #1a56db}</style></head>
<body><main>${body}</main></body></html>`;

const channelOf = (v: unknown): IdentityChannel => {
  const c = String(v).toUpperCase() as IdentityChannel;
  if (!CHANNELS.includes(c)) bad(`provider must be one of ${CHANNELS.join(', ')}`);
  return c;
};

/** /__mock/idp/...: the consent page, the hand-back page and its script, and a token for curl and tests. */
export function identityProviderRouter(ctx: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(ctx.sessions);
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  r.get('/idp/return.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-store');
    // Hands the answer to the window that opened the consent page (same origin only), then closes.
    res.send(
      `(function(){var d=document.getElementById('idp-result').dataset;var m={type:'idp-result',state:d.state||''};` +
        `if(d.token)m.idToken=d.token;else m.error=d.error||'popup_closed';` +
        `if(window.opener)window.opener.postMessage(m,window.location.origin);window.close();})();`,
    );
  });

  r.get('/idp/:provider', (req, res) => {
    const channel = channelOf(req.params.provider);
    const state = String(req.query.state ?? '');
    const people = TEST_IDENTITIES[channel]
      .map(
        (p) =>
          `<button type="submit" name="subject" value="${esc(p.subject)}">${esc(p.name ?? p.subject)}${p.email ? ` <small>${esc(p.email)}</small>` : ''}</button>`,
      )
      .join('');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      page(
        `${LABEL[channel]} sign-in (test)`,
        `<h1>${esc(LABEL[channel])}</h1><p>Test identity provider: choose who signs in.</p>
<form method="post"><input type="hidden" name="state" value="${esc(state)}">${people}
<button type="submit" name="subject" value="new-${Date.now().toString(36)}">A new person</button>
<button type="submit" name="refuse" value="1">Cancel</button></form>`,
      ),
    );
  });

  r.post('/idp/:provider', form, async (req, res, next) => {
    try {
      const channel = channelOf(req.params.provider);
      const b = (req.body ?? {}) as Record<string, string>;
      const state = String(b.state ?? '');
      let data = `data-state="${esc(state)}" data-error="popup_closed"`;
      if (!b.refuse && b.subject) {
        const who = TEST_IDENTITIES[channel].find((p) => p.subject === b.subject) ?? {
          subject: b.subject,
          name: channel === 'PHONE' ? '+63 917 555 0199' : 'New Player',
          ...(channel === 'PHONE' ? { phoneNumber: '+639175550199' } : {}),
        };
        const token = await issueIdToken(channel, who, session(req).world.clock.now());
        data = `data-state="${esc(state)}" data-token="${esc(token)}"`;
      }
      res.setHeader('Cache-Control', 'no-store');
      res
        .type('html')
        .send(
          page(
            'Signing in',
            `<p id="idp-result" ${data}>Returning to the site…</p><script src="/__mock/idp/return.js"></script>`,
          ),
        );
    } catch (e) {
      next(e);
    }
  });

  // curl and tests: a token for a test identity (or any subject) without the consent page.
  r.post('/idp/:provider/token', async (req, res, next) => {
    try {
      const channel = channelOf(req.params.provider);
      const b = jsonBody(req);
      if (typeof b.subject !== 'string' || !b.subject) bad('subject is required');
      const who = TEST_IDENTITIES[channel].find((p) => p.subject === b.subject) ?? { subject: b.subject as string };
      ok(res, { idToken: await issueIdToken(channel, who, session(req).world.clock.now()) });
    } catch (e) {
      next(e);
    }
  });
  return r;
}
