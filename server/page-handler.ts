import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response, NextFunction } from 'express';
import { SITE_READ_HEADER } from '../src/lib/gateway/site-read.ts';
import { HANDOVER_ELEMENT_ID } from '../src/lib/rendering/page-handover.ts';
import { gatewayFetcher, type Visitor } from './gateway-fetch.ts';
import { pageCompressor } from './page-compression.ts';
import { allowStyleAttributes } from './style-attributes.ts';
import { pageStyles, type PageStyles } from './page-styles.ts';
import { loadServerEntry, pageRenderer, pageWith, SERVER_BUILD } from './render-page.ts';

export interface PageHandlerOptions {
  distDir: string;
  configDir: string;
  /** The request's merchant folder (resolved once by the site server). */
  merchantOf: (res: Response) => string;
  /** The built page pinned to the merchant (server/merchant-meta.ts). */
  pinPage: (html: string, code: string) => string;
  /** The security headers that also allow the page's own style element. */
  withStyle: (merchant: string, css: string) => Record<string, string>;
  /**
   * The gateway the pages read, at `origin`, or through this server's own socket when it is mounted here (origin
   * null: the mock in `npm start`), passing on the named cookies (they choose the gateway's answers). null: no gateway
   * to read, pages render without its data.
   */
  gateway: { origin: string | null; cookies: readonly string[] } | null;
  /** How long a page waits at most for its gateway reads (ms; default 300): after it, the app reads what is missing. */
  deadlineMs?: number;
}

/** What a page the server rendered carries (its handover element). */
const HANDOVER_MARK = `id="${HANDOVER_ELEMENT_ID}"`;

const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The visitor as the gateway should see it: its Host, scheme and address chain, and the cookies that choose answers. */
function visitorOf(req: Request, cookieNames: readonly string[]): Visitor {
  const socketAddress = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const chain = req.headers['x-forwarded-for'];
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => cookieNames.includes(part.slice(0, part.indexOf('='))))
    .join('; ');
  return {
    host: req.headers.host ?? 'localhost',
    proto: firstOf(req.headers['x-forwarded-proto']) ?? req.protocol,
    forwardedFor: [...(chain ? [Array.isArray(chain) ? chain.join(', ') : chain] : []), socketAddress].join(', '),
    cookies: cookies || undefined,
  };
}

/**
 * Every page: the app rendered on the server for the visitor (src/app/server-entry.tsx, built to dist-server/) in
 * the built index.html, which the browser hydrates. Without the server build, or when rendering fails, the page is
 * index.html as built (its busy sign), and the app renders in the browser.
 */
export function pageHandler(options: PageHandlerOptions) {
  const { distDir, configDir } = options;
  let indexHtml: Promise<string> | null = null;
  const compressPage = pageCompressor();
  const fetcher = gatewayFetcher({ headers: { [SITE_READ_HEADER]: '1' } });
  const cookieNames = options.gateway?.cookies ?? [];
  /** This server's own address, as it reaches the gateway mounted on it. */
  const ownOrigin = (req: Request) => {
    const local = req.socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    return `http://${local.includes(':') ? `[${local}]` : local}:${req.socket.localPort}`;
  };
  // Built beside dist/ (scripts/build.ts); without it pages show index.html's busy sign until the app runs.
  const render = loadServerEntry(path.join(path.dirname(distDir), SERVER_BUILD.outDir)).then(
    (entry) => entry && pageRenderer(entry, { configDir, deadlineMs: options.deadlineMs ?? 300 }),
    (error: unknown) => {
      console.warn('pages are not rendered on the server: its build did not load', error);
      return null;
    },
  );
  let stylesOf: ((markup: string) => PageStyles) | undefined;
  /** The page with the app rendered in, and the policy that allows its styles; as built if that fails. */
  const renderedPage = async (html: string, code: string, req: Request, res: Response) => {
    const renderer = await render;
    if (!renderer) return html;
    stylesOf ??= pageStyles(distDir, await indexHtml!);
    try {
      const gateway = options.gateway
        ? { baseUrl: options.gateway.origin ?? ownOrigin(req), fetch: fetcher(visitorOf(req, cookieNames)) }
        : null;
      const screen = await renderer({
        code,
        url: req.originalUrl,
        hostname: req.hostname,
        cookies: req.headers.cookie,
        gateway,
      });
      const styles = stylesOf(screen.markup);
      const css = styles.css + screen.css;
      res.set(allowStyleAttributes(options.withStyle(code, css), screen.markup));
      return pageWith(html, { ...screen, css }, styles.files);
    } catch (error) {
      console.warn(`the page ${req.path} was not rendered on the server`, error);
      return html;
    }
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    // A missing file (favicon.ico, a stale chunk) is a 404, not the page: a browser cannot use HTML in its place.
    if (/\.\w+$/.test(req.path) && !req.path.endsWith('.html')) return res.sendStatus(404);
    try {
      indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8');
      const code = options.merchantOf(res);
      const html = await renderedPage(options.pinPage(await indexHtml, code), code, req, res);
      // A rendered page carries its visitor's status and location (the gateway's answers name the visitor's address):
      // no shared cache may keep it.
      res.set('Cache-Control', html.includes(HANDOVER_MARK) ? 'private, no-cache' : 'no-cache').type('html');
      // Brotli at its best when the browser takes it (all current ones do); else the compression middleware's gzip.
      if (req.acceptsEncodings('br') !== 'br') return res.send(html);
      res
        .vary('Accept-Encoding')
        .set('Content-Encoding', 'br')
        .send(await compressPage(html));
    } catch (error) {
      next(error);
    }
  };
}
