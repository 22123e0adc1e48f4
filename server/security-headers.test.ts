import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chatScriptOrigins,
  combinedSecurity,
  contentSecurityPolicy,
  inlineHashes,
  merchantSecurity,
  securityHeaders,
  writeDeployHeaders,
} from './security-headers.ts';

const configDir = path.resolve(import.meta.dirname, '../site-config');
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('security headers', () => {
  it('hashes the inline script and style as the browser does, and skips scripts loaded by src', () => {
    // sha256 of "alert(1)" in base64, as `printf 'alert(1)' | openssl dgst -sha256 -binary | base64` prints it.
    const page = '<style>p{color:red}</style><script>alert(1)</script><script type="module" src="/a.js"></script>';
    const { scripts, styles } = inlineHashes(page);
    expect(scripts).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    expect(styles).toHaveLength(1);
    expect(inlineHashes('<script src="/x.js"></script>').scripts).toEqual([]);
  });

  it('allows scripts from the site and the hashed page only: no eval, no inline script or style', () => {
    const policy = contentSecurityPolicy({ inline: { scripts: ["'sha256-s'"], styles: ["'sha256-c'"] } });
    expect(policy).not.toMatch(/unsafe-(eval|inline|hashes)/);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-s'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-c'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it("lets the page reach the merchant's own other domains (the domain fallback's ping), on any port, nothing else", () => {
    const policy = contentSecurityPolicy({ security: { ownDomains: ['a.example', 'www.a.example'] } });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'a.example:*', 'www.a.example:*']);
    expect(() => contentSecurityPolicy({ security: { ownDomains: ['a.example; script-src *'] } })).toThrow(
      /not a host/,
    );
    expect(
      directive(
        contentSecurityPolicy({
          security: combinedSecurity([{ ownDomains: ['a.example'] }, { ownDomains: ['b.example'] }]),
        }),
        'connect-src',
      ),
    ).toEqual(["'self'", 'a.example:*', 'b.example:*']);
  });

  it('in development allows what carries the answer nonce (Vite client, React refresh)', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc'"]);
  });

  it('cannot be framed, unless the merchant names who may frame it', () => {
    const closed = securityHeaders({});
    expect(directive(closed['Content-Security-Policy']!, 'frame-ancestors')).toEqual(["'none'"]);
    expect(closed['X-Frame-Options']).toBe('DENY');
    const open = securityHeaders({ security: { frameAncestors: ['https://partner.example'] } });
    expect(directive(open['Content-Security-Policy']!, 'frame-ancestors')).toEqual(['https://partner.example']);
    expect(open['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it("takes images and framed games from the merchant's CDN lists, and refuses anything but an origin", () => {
    const policy = contentSecurityPolicy({
      security: { imageCDNs: ['https://img.cdn.example'], launchGameCDNs: ['https://*.games.example'] },
    });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://img.cdn.example']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://*.games.example']);
    expect(() => contentSecurityPolicy({ security: { imageCDNs: ['https://a.example; script-src *'] } })).toThrow(
      /not an origin/,
    );
  });

  it("lets a human-check SDK from the merchant's list load its script, styles and images and make its calls", () => {
    const geetest = ['https://static.geetest.com', 'https://gcaptcha4.geetest.com'];
    const policy = contentSecurityPolicy({ security: { humanCheckOrigins: geetest } });
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...geetest]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", ...geetest]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', ...geetest]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...geetest]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(() =>
      contentSecurityPolicy({ security: { humanCheckOrigins: ["https://a.example 'unsafe-eval'"] } }),
    ).toThrow(/not an origin/);
  });

  it("lets a chat widget's script load from the origins of the merchant's chat scripts, in script-src only", () => {
    const chat = chatScriptOrigins([
      'https://chat.a.example/w.js',
      'https://chat.a.example/x.js',
      'https://b.example:8443/c.js',
    ]);
    expect(chat).toEqual(['https://chat.a.example', 'https://b.example:8443']);
    const policy = contentSecurityPolicy({ security: { chatScriptOrigins: chat } });
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...chat]);
    for (const name of ['style-src', 'img-src', 'connect-src', 'frame-src'])
      expect(
        directive(policy, name)?.some((s) => s.includes('a.example')),
        name,
      ).toBe(false);
    expect(() =>
      contentSecurityPolicy({ security: { chatScriptOrigins: ["https://a.example 'unsafe-inline'"] } }),
    ).toThrow(/not an origin/);
    // solbet lists one (the mock's stand-in widget), royal none.
    expect(merchantSecurity(configDir, 'solbet').chatScriptOrigins).toEqual(['https://chat.solbet.example']);
    expect(merchantSecurity(configDir, 'royal').chatScriptOrigins).toEqual([]);
    expect(
      directive(
        securityHeaders({ security: merchantSecurity(configDir, 'royal') })['Content-Security-Policy']!,
        'script-src',
      ),
    ).toEqual(["'self'"]);
  });

  it('sends nosniff, the referrer policy and a permissions policy that keeps only clipboard writes', () => {
    const headers = securityHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const features = headers['Permissions-Policy']!.split(', ');
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(features).toContain(denied);
    expect(features).toContain('clipboard-write=(self)');
  });

  it("reads a merchant's allowances, none when it has none, and joins several merchants' for one build", () => {
    expect(merchantSecurity(configDir, 'nobody')).toEqual({});
    const both = combinedSecurity([
      { imageCDNs: ['https://a.example'] },
      { imageCDNs: ['https://a.example', 'https://b.example'], frameAncestors: ['https://p.example'] },
    ]);
    expect(both).toEqual({
      frameAncestors: ['https://p.example'],
      imageCDNs: ['https://a.example', 'https://b.example'],
      launchGameCDNs: [],
      humanCheckOrigins: [],
      ownDomains: [],
      chatScriptOrigins: [],
    });
    expect(merchantSecurity(configDir, 'royal').ownDomains).toContain('royalace.example');
  });

  it('writes the built page policy into dist/ as a _headers file and an nginx snippet', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'wl-headers-'));
    try {
      await writeFile(path.join(dist, 'index.html'), '<style>a{}</style><script>alert(1)</script>');
      await writeDeployHeaders(dist, configDir, 'solbet');
      const headers = await readFile(path.join(dist, '_headers'), 'utf8');
      expect(headers).toMatch(/^# .*merchant solbet/);
      expect(headers).toContain("\n/*\n  Content-Security-Policy: default-src 'self';");
      expect(headers).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
      expect(headers).toContain('\n  X-Frame-Options: DENY\n');
      const nginx = await readFile(path.join(dist, 'nginx-security-headers.conf'), 'utf8');
      expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(nginx.match(/^add_header /gm)).toHaveLength(5);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
