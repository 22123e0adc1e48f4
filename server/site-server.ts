import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { ViteDevServer } from 'vite';
import { pageHandler } from './page-handler.ts';
import { live, livePerKey } from './live-file.ts';
import { merchantMeta, merchantMetaTag, type MerchantMeta } from './merchant-meta.ts';
import { APP_FOLDER } from './web-app-paths.ts';
import {
  inlineHashes,
  merchantSecurity,
  newNonce,
  NONCE_PLACEHOLDER,
  securityHeaders,
  type InlineHashes,
  type SiteAllowances,
} from './security-headers.ts';
import { isPublicConfigFile } from './site-config-files.ts';
import { gatewayPassThrough } from './gateway-proxy.ts';
import { logRequests, type RequestLog } from './request-log.ts';

export interface SiteServerOptions {
  root: string;
  /** `--merchant <code>`: pin every page to one merchant, whatever the host. */
  merchant?: string;
  /** Production: the built site. */
  distDir?: string;
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  /**
   * Where the gateway is, for the browser's calls and the first screen's reads: an app this server runs on its own
   * origin (`npm start`'s mock gateway), or another server (`npm run serve -- --gateway <url>`), whose `paths`
   * (default /wps and /lgw) this origin passes through unless `passThrough` is false (the browser then calls it on
   * its own origin). None: pages only (tests).
   */
  gateway?: { app: express.Express } | { url: URL; passThrough?: boolean; paths?: readonly string[] };
  /** Cookies of the visitor passed on with the first screen's reads (a gateway's A/B bucket, QA's mock session). */
  forwardCookies?: readonly string[];
  /** One structured line per answer (server/request-log.ts). */
  log?: RequestLog;
  /** The config folder (default <root>/site-config). */
  configDir?: string;
  /**
   * How long a page waits at most for its first screen's gateway reads (server/page-handler.ts; default 300 ms).
   * The e2e suite waits longer, so a busy machine does not render a page without them.
   */
  firstReadWaitMs?: number;
}

/** The merchant folder of the request (set by the site server's first middleware). */
const requestMerchant = (res: Response): string => res.locals.merchant as string;

interface DomainMapFile {
  defaultMerchant: string;
  hosts: Record<string, string | undefined>;
}

/** A merchant's web app manifest or icon (web-app-paths.ts). */
const WEB_APP_FILE = new RegExp(
  `^/site-config/[a-z][a-z0-9-]{1,31}/${APP_FOLDER}/(manifest\\.webmanifest|icon-\\d+\\.png)$`,
);
/**
 * The merchant folder for a request: `--merchant` wins, else the host through domains.json. Naming it in the page
 * saves the browser one round trip before it can fetch the merchant's config.
 */
function merchantResolver(configDir: string, forced?: string): (host: string | undefined) => string {
  if (forced) return () => forced;
  const file = path.join(configDir, 'domains.json');
  const map = live(file, () => JSON.parse(readFileSync(file, 'utf8')) as DomainMapFile);
  return (host) => map().hosts[(host ?? '').replace(/:\d+$/, '').toLowerCase()] ?? map().defaultMerchant;
}

/**
 * Security headers on every answer (pages, files, config and gateway), with the policy of the host's merchant. Built
 * (`page` is dist/index.html): its inline script and style by hash. Development (`page` null): a fresh nonce per
 * answer, which the page handler writes where Vite put the placeholder.
 */
function securityHeadersFor(configDir: string, page: string | null) {
  const allowances = new Map<string, SiteAllowances>();
  const securityOf = (merchant: string) => {
    if (!allowances.has(merchant)) allowances.set(merchant, merchantSecurity(configDir, merchant));
    return allowances.get(merchant)!;
  };
  let inline: InlineHashes | undefined;
  const built = new Map<string, Record<string, string>>();
  const headersFor = (merchant: string, res: Response) => {
    if (page === null) {
      res.locals.cspNonce = newNonce();
      return securityHeaders({ nonce: res.locals.cspNonce as string, security: securityOf(merchant) });
    }
    if (!inline) {
      try {
        // Read once: the built page does not change while the server runs.
        inline = inlineHashes(readFileSync(page, 'utf8'));
      } catch {
        // Not built yet: the page itself is answered with an error below, the other answers get the policy.
        return securityHeaders({ security: securityOf(merchant) });
      }
    }
    if (!built.has(merchant)) built.set(merchant, securityHeaders({ inline, security: securityOf(merchant) }));
    return built.get(merchant)!;
  };
  const middleware = (_req: Request, res: Response, next: () => void) => {
    // Before a mounted gateway's routes: an answer that comes with its own policy (a game page) replaces this one.
    res.set(headersFor(requestMerchant(res), res));
    next();
  };
  /** The headers of a rendered page, which has one more inline style element (its colours, its chunks' styles). */
  const rendered = new Map<string, { css: string; headers: Record<string, string> }>();
  const withStyle = (merchant: string, css: string) => {
    const kept = rendered.get(merchant);
    if (kept?.css === css) return kept.headers;
    const styles = [...(inline?.styles ?? []), ...inlineHashes(`<style>${css}</style>`).styles];
    const headers = securityHeaders({ inline: inline && { ...inline, styles }, security: securityOf(merchant) });
    if (inline) rendered.set(merchant, { css, headers });
    return headers;
  };
  return { middleware, withStyle };
}

/** One origin for the site, its config files and the gateway (mounted or passed through): no CORS. */
export function createSiteServer(options: SiteServerOptions): express.Express {
  const app = express();
  const configDir = options.configDir ?? path.join(options.root, 'site-config');
  const merchantFor = merchantResolver(configDir, options.merchant);
  // The page names the merchant's languages and icon; an edit to merchant.json shows from the next page load.
  const metaOf = livePerKey<MerchantMeta>(
    (code) => path.join(configDir, code, 'merchant.json'),
    (code) => merchantMeta(configDir, code),
  );
  const pinPage = (html: string, code: string) => merchantMetaTag(html, code, metaOf(code));
  app.disable('x-powered-by');
  // A rendered page differs with every read it hands over (the visitor's status names their address): an ETag would
  // never match, and it is bytes of the page's first round trip.
  app.set('etag', false);
  // Resolved once per request: the headers, the page and the log line all name it.
  app.use((req, res, next) => {
    res.locals.merchant = merchantFor(req.headers.host);
    next();
  });
  if (options.log) app.use(logRequests(options.log, requestMerchant));
  // Up as soon as it answers: the pages it serves come from files on disk and config it reads as they change.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  const distDir = options.distDir ?? path.join(options.root, 'dist');
  const security = securityHeadersFor(configDir, options.vite ? null : path.join(distDir, 'index.html'));
  app.use(security.middleware);
  // Pages, config and gateway answers are compressed per response; the bundle was compressed at build time.
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/assets/') && compression.filter(req, res) }));
  const gateway = options.gateway;
  if (gateway && 'app' in gateway) app.use(gateway.app);
  else if (gateway && gateway.passThrough !== false) app.use(gatewayPassThrough(gateway.url, gateway.paths));

  // Browsers and crawlers ask for /favicon.ico whatever the page declares: the merchant's own icon answers.
  app.get('/favicon.ico', (_req, res) => {
    const code = requestMerchant(res);
    const icon = metaOf(code).icon;
    if (!icon) return res.sendStatus(404);
    res.sendFile(path.join(configDir, code, icon), { maxAge: options.vite ? 0 : '1d' }, (error) => {
      if (error && !res.headersSent) res.sendStatus(404);
    });
  });

  // Each merchant's web app manifest and icons are made by the build (build-plugins/web-app.ts): they are in dist/ only.
  app.get(WEB_APP_FILE, (req, res) => {
    res.sendFile(path.join(distDir, req.path), { maxAge: options.vite ? 0 : '1d' }, (error) => {
      if (error && !res.headersSent) res.sendStatus(404);
    });
  });

  app.use('/site-config', (req, res, next) => {
    if (!isPublicConfigFile(decodeURIComponent(req.path).replace(/^\//, ''))) return res.sendStatus(404);
    next();
  });
  app.use('/site-config', express.static(configDir, { fallthrough: false, maxAge: options.vite ? 0 : '5m' }));

  if (options.vite) {
    const vite = options.vite;
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      if (req.method !== 'GET') return next();
      try {
        const template = await readFile(path.join(options.root, 'index.html'), 'utf8');
        const html = await vite.transformIndexHtml(req.originalUrl, pinPage(template, requestMerchant(res)));
        res.type('html').send(html.replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${res.locals.cspNonce}"`));
      } catch (error) {
        next(error);
      }
    });
    return app;
  }

  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '5m' }));
  // Pages: the app rendered on the server, hydrated by the browser.
  app.get(
    /.*/,
    pageHandler({
      distDir,
      configDir,
      merchantOf: requestMerchant,
      pinPage,
      withStyle: security.withStyle,
      // A gateway mounted above (the mock) is read through this server's own socket.
      gateway: gateway
        ? { origin: 'url' in gateway ? gateway.url.origin : null, cookies: options.forwardCookies ?? [] }
        : null,
      deadlineMs: options.firstReadWaitMs,
    }),
  );
  return app;
}
