/**
 * `npm run studio [-- --port 4480] [--preview-port 4481] [--config-dir site-config] [--no-build]`: the config
 * studio on http://127.0.0.1:<port>, for this machine only, with a token printed here that the page needs.
 * It builds the site (the preview serves the real `dist/`) and the studio's own page first; with --no-build it
 * uses `dist/` as it is and builds the studio's page only when there is none.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { argValue } from '../../server/cli-args.ts';
import { merchantFolders, readSchemaSet } from '../../scripts/config/file-set.ts';
import { buildSite } from '../../scripts/build.ts';
import { createStudioApp } from './app.ts';
import { ensureClient } from './client-build.ts';
import { newToken } from './auth.ts';
import { Preview } from './preview.ts';
import { Workspace } from './workspace.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(argValue('port') ?? process.env.STUDIO_PORT ?? 4480);
const previewPort = Number(argValue('preview-port') ?? port + 1);
const configDir = path.resolve(argValue('config-dir') ?? path.join(root, 'site-config'));
const distDir = path.join(root, 'dist');
const build = !process.argv.includes('--no-build');

if (build) {
  console.log('studio: building the site (for the preview) and the studio page…');
  await buildSite();
}
const clientDir = await ensureClient(root, build);
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('studio: dist/ is missing: build the site first (npm run build), or run without --no-build');
  process.exit(1);
}

const schemas = await readSchemaSet(path.join(root, 'schemas/config'));
const workspace = new Workspace(configDir, schemas);
const token = newToken();
const studioOrigin = `http://127.0.0.1:${port}`;
const preview = new Preview({ root, configDir, distDir, port: previewPort, studioOrigin });
const files = await workspace.files();
await preview.open(files);
// Started now, so the page's first look (and the logos it shows from the preview) finds it up.
const firstMerchant = merchantFolders(files).find((folder) => files.has(`${folder}/merchant.json`));
if (firstMerchant) await preview.show(new Map(), firstMerchant);

const server = createStudioApp({ root, workspace, schemas, preview, token, port, clientDir }).listen(
  port,
  '127.0.0.1',
  () => {
    console.log(`studio: editing ${workspace.displayRoot}/ (writes go nowhere else); preview on ${preview.origin}`);
    console.log(`studio: open ${studioOrigin}/?token=${token}`);
  },
);
const stop = () => {
  server.close();
  void preview.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`studio: the preview's scratch folder was not removed: ${String(error)}`);
      process.exit(0);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
