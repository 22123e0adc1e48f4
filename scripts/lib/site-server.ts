import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { ViteDevServer } from 'vite';
import { createGatewayApp } from '../../mock-gateway/app.ts';
import { pushHubOf, rememberHub, servePushOnListen } from '../../mock-gateway/lib/push-channel.ts';
import { firstForwarded, readCookie } from '../../mock-gateway/lib/request-info.ts';
import { HOME_PATHS } from '../../src/features/home/home-paths.ts';
import { platformMerchantCode } from '../../src/lib/config/resolve-merchant.ts';
import { landingListQuery } from '../../src/features/games/list-prefetch.ts';
import { firstReadsSource, type FirstScreenReads } from './first-reads.ts';
import { FIRST_SCREEN_BUILD, firstScreenPainter, loadPainter, paintPage } from './first-screen.ts';
import { live, livePerKey } from './live-file.ts';
import { pageCompressor } from './page-compression.ts';
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

export interface SiteServerOptions {
  root: string;
  /** `--merchant <code>`: pin every page to one merchant, whatever the host. */
  merchant?: string;
  /** Production: the built site. */
  distDir?: string;
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  /** Serve the mock gateway on the same origin (default true). */
  withGateway?: boolean;
  /** The config folder (default <root>/site-config). */
  configDir?: string;
  /**
   * How long a page waits at most for its first screen's gateway data (scripts/lib/first-reads.ts; default 300 ms).
   * The e2e suite waits longer, so a busy machine does not paint a page without it.
   */
  firstReadWaitMs?: number;
}

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
function securityHeadersFor(configDir: string, merchantFor: (host: string | undefined) => string, page: string | null) {
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
  const middleware = (req: Request, res: Response, next: () => void) => {
    res.set(headersFor(merchantFor(req.headers.host), res));
    // The mock's stand-in game pages play a vendor's part: a real vendor's page comes with its own policy, not ours.
    if (req.path.startsWith('/__mock/play/')) res.removeHeader('Content-Security-Policy');
    next();
  };
  /** A built page with one more inline style element (its painted first screen's colours); kept per merchant. */
  const painted = new Map<string, { css: string; headers: Record<string, string> }>();
  const withStyle = (merchant: string, css: string) => {
    const kept = painted.get(merchant);
    if (kept?.css === css) return kept.headers;
    const styles = [...(inline?.styles ?? []), ...inlineHashes(`<style>${css}</style>`).styles];
    const headers = securityHeaders({ inline: inline && { ...inline, styles }, security: securityOf(merchant) });
    if (inline) painted.set(merchant, { css, headers });
    return headers;
  };
  return { middleware, withStyle };
}

/** One origin for the site, its config files and the mock gateway, so the browser needs no CORS. */
export function createSiteServer(options: SiteServerOptions): express.Express {
  const app = express();
  const configDir = options.configDir ?? path.join(options.root, 'site-config');
  const merchantFor = merchantResolver(configDir, options.merchant);
  // The page names the merchant's languages and icon; an edit to merchant.json shows from the next page load.
  const metaOf = livePerKey<MerchantMeta>(
    (code) => path.join(configDir, code, 'merchant.json'),
    (code) => merchantMeta(configDir, code),
  );
  const pinPage = (html: string, code: string, host?: string) => merchantMetaTag(html, code, metaOf(code), host);
  app.disable('x-powered-by');
  const distDir = options.distDir ?? path.join(options.root, 'dist');
  const security = securityHeadersFor(configDir, merchantFor, options.vite ? null : path.join(distDir, 'index.html'));
  app.use(security.middleware);
  // Pages, config and gateway answers are compressed per response; the bundle was compressed at build time.
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/assets/') && compression.filter(req, res) }));
  if (options.withGateway !== false) {
    const gateway = createGatewayApp({ siteConfigDir: configDir });
    app.use(gateway);
    // The gateway's push channel (WebSocket /wps/push) on the same origin.
    rememberHub(app, pushHubOf(gateway));
    servePushOnListen(app);
  }

  // Browsers and crawlers ask for /favicon.ico whatever the page declares: the merchant's own icon answers.
  app.get('/favicon.ico', (req, res) => {
    const code = merchantFor(req.headers.host);
    const icon = metaOf(code).icon;
    if (!icon) return res.sendStatus(404);
    res.sendFile(path.join(configDir, code, icon), { maxAge: options.vite ? 0 : '1d' }, (error) => {
      if (error && !res.headersSent) res.sendStatus(404);
    });
  });

  // Each merchant's web app manifest and icons are made by the build (scripts/lib/web-app.ts): they are in dist/ only.
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
        const html = await vite.transformIndexHtml(
          req.originalUrl,
          pinPage(template, merchantFor(req.headers.host), req.hostname),
        );
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
  let indexHtml: Promise<string> | null = null;
  const compressPage = pageCompressor();
  // Built beside dist/ (scripts/build.ts); without it pages show index.html's busy sign until the app runs.
  const painter = loadPainter(path.join(path.dirname(distDir), FIRST_SCREEN_BUILD.outDir)).then(
    (loaded) => loaded && firstScreenPainter(loaded, configDir),
    (error: unknown) => {
      console.warn('first screens are not painted: the painter did not load', error);
      return null;
    },
  );
  // The gateway data of a landing page's first screen (the home banner, a game list's first games) is painted in when
  // the gateway is this server's own (the mock).
  const firstReads = options.withGateway !== false ? firstReadsSource({ waitMs: options.firstReadWaitMs }) : null;
  const homePaths = new Set<string>(HOME_PATHS);
  const dataFor = (paint: ReturnType<typeof firstScreenPainter>, code: string, req: Request) => {
    if (!firstReads) return null;
    const language = paint.languageFor(code, req.headers.cookie);
    const asked = new URL(req.originalUrl, 'http://page').searchParams;
    const query = landingListQuery({ pathname: req.path, search: `?${asked}` }, paint.merchantOf(code), language);
    // The painted links keep only what chooses the list: never a session token handed over in the address, and no
    // other parameter splits the kept answers.
    const choice = new URLSearchParams([...asked].filter(([name]) => name === 'selection' || name === 'classify'));
    const search = choice.size ? `?${choice}` : '';
    const reads: FirstScreenReads | null = homePaths.has(req.path)
      ? { home: true }
      : query
        ? { list: { search, query } }
        : null;
    if (!reads) return null;
    const local = req.socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    return firstReads(
      {
        gateway: `http://${local.includes(':') ? `[${local}]` : local}:${req.socket.localPort}`,
        merchantCode: platformMerchantCode(req.hostname, paint.merchantOf(code).merchantCodes),
        language,
        host: req.headers.host ?? local,
        proto: firstForwarded(req, 'x-forwarded-proto') ?? req.protocol,
        mockSession: readCookie(req, 'mock_session'),
      },
      reads,
    );
  };
  /** The page with its first screen painted in, and the policy that allows its colours; as it is if that fails. */
  const paintFor = async (html: string, code: string, req: Request, res: Response) => {
    const paint = await painter;
    if (!paint) return html;
    try {
      const data = await dataFor(paint, code, req);
      const screen = paint(code, req.path, req.headers.cookie, data ?? undefined);
      res.set(security.withStyle(code, screen.themeCss));
      return paintPage(html, screen);
    } catch (error) {
      console.warn(`the first screen of ${req.path} was not painted`, error);
      return html;
    }
  };
  app.get(/.*/, async (req, res, next) => {
    // A missing file (favicon.ico, a stale chunk) is a 404, not the page: a browser cannot use HTML in its place.
    if (/\.\w+$/.test(req.path) && !req.path.endsWith('.html')) return res.sendStatus(404);
    try {
      indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8');
      const code = merchantFor(req.headers.host);
      const html = await paintFor(pinPage(await indexHtml, code, req.hostname), code, req, res);
      res.set('Cache-Control', 'no-cache').type('html');
      // Brotli at its best when the browser takes it (all current ones do); else the compression middleware's gzip.
      if (req.acceptsEncodings('br') !== 'br') return res.send(html);
      res
        .vary('Accept-Encoding')
        .set('Content-Encoding', 'br')
        .send(await compressPage(html));
    } catch (error) {
      next(error);
    }
  });
  return app;
}
