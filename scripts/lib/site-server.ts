import express from 'express';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { createGatewayApp } from '../../mock-gateway/app.ts';
import { merchantMetaTag } from './merchant-meta.ts';
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
}

/** One origin for the site, its config files and the mock gateway, so the browser needs no CORS. */
export function createSiteServer(options: SiteServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (options.withGateway !== false)
    app.use(createGatewayApp({ siteConfigDir: path.join(options.root, 'site-config') }));

  const configDir = path.join(options.root, 'site-config');
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
        const html = await vite.transformIndexHtml(req.originalUrl, merchantMetaTag(template, options.merchant));
        res.type('html').send(html);
      } catch (error) {
        next(error);
      }
    });
    return app;
  }

  const distDir = options.distDir ?? path.join(options.root, 'dist');
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '5m' }));
  let indexHtml: Promise<string> | null = null;
  app.get(/.*/, async (_req, res, next) => {
    try {
      indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8').then((html) =>
        merchantMetaTag(html, options.merchant),
      );
      res
        .set('Cache-Control', 'no-cache')
        .type('html')
        .send(await indexHtml);
    } catch (error) {
      next(error);
    }
  });
  return app;
}
