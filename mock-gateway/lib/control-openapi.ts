/**
 * /__mock/openapi.json: the contract as OpenAPI 3.1 (built once, from the catalogue the mock serves), and
 * /__mock/docs: a reference page over it (Swagger UI, served from the project's own copy, loaded only there).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import { buildOpenApi } from './openapi.js';
import type { ControlContext } from './control-kit.js';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gateway contract: OpenAPI reference</title>
    <link rel="stylesheet" href="/__mock/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/__mock/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/__mock/docs/start.js"></script>
  </body>
</html>
`;

/** In a file of its own, so the page runs under a policy without inline scripts. */
const START = `window.ui = SwaggerUIBundle({ url: '/__mock/openapi.json', dom_id: '#reference', deepLinking: true });\n`;

export function openApiRouter({ routes }: ControlContext): Router {
  const r = express.Router();
  let document: string | undefined;
  r.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(buildOpenApi([...routes.byId.values()]));
    res.type('application/json').send(document);
  });
  r.get('/docs', (_req, res) => void res.type('html').send(PAGE));
  r.get('/docs/start.js', (_req, res) => void res.type('text/javascript').send(START));
  r.use('/docs/assets', express.static(swaggerUiDir, { index: false, maxAge: '1h' }));
  return r;
}
