/**
 * `npm run studio [-- --port 4480] [--preview-port 4481] [--config-dir site-config] [--no-build]`: the config
 * studio on http://127.0.0.1:<port>, for this machine only, with a token printed here that the page needs.
 * It builds the site (the preview serves the real `dist/`) and the studio's own page first, unless --no-build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { argValue } from '../../server/cli-args.ts';
import { merchantFolders, readSchemaSet } from '../../scripts/config/file-set.ts';
import { buildSite } from '../../scripts/build.ts';
import { createStudioApp } from './app.ts';
import { newToken } from './auth.ts';
import { Preview } from './preview.ts';
import { Workspace } from './workspace.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(argValue('port') ?? process.env.STUDIO_PORT ?? 4480);
const previewPort = Number(argValue('preview-port') ?? port + 1);
const configDir = path.resolve(argValue('config-dir') ?? path.join(root, 'site-config'));
const clientDir = path.join(root, 'studio/dist');
const distDir = path.join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  console.log('studio: building the site (for the preview) and the studio page…');
  await buildSite();
  await build({ configFile: path.join(root, 'studio/vite.config.ts'), logLevel: 'warn' });
}
for (const [dir, what] of [
  [distDir, 'the site (npm run build)'],
  [clientDir, 'the studio page (run without --no-build)'],
] as const) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`studio: ${path.relative(root, dir)}/ is missing: build ${what} first`);
    process.exit(1);
  }
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
  void preview.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
