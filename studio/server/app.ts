/** The studio's HTTP API and its page: every /api call needs the session's token (auth.ts). */
import { readFile } from 'node:fs/promises';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sitePairs } from '../../scripts/config/css-colour-pairs.ts';
import { CONTRAST_PAIRS } from '../../scripts/config/contrast.ts';
import { siteDictionaries } from '../../scripts/config/dictionaries.ts';
import { merchantFolders } from '../../scripts/config/file-set.ts';
import { MERCHANT_SCHEMA, SHARED_FILES } from '../../scripts/config/validators.ts';
import type { SchemaSet } from '../../scripts/config/types.ts';
import { assetName, checkAsset, MAX_ASSET_BYTES } from './assets.ts';
import { requireLocalHost, requireToken } from './auth.ts';
import { OutsideConfigError, resolveInConfig } from './paths.ts';
import type { Preview } from './preview.ts';
import { bundleSchema, withoutTypeNames } from './schema-bundle.ts';
import { hashOf, Workspace, type DraftFile } from './workspace.ts';

export interface StudioOptions {
  root: string;
  workspace: Workspace;
  schemas: SchemaSet;
  preview: Pick<Preview, 'origin' | 'show' | 'addFile'>;
  token: string;
  port: number;
  /** The built studio page (studio/dist). */
  clientDir: string;
}

/** The JSON files the studio edits: every merchant's merchant.json and the shared files. */
function editable(files: ReadonlyMap<string, string>): string[] {
  return [
    ...merchantFolders(files)
      .map((folder) => `${folder}/merchant.json`)
      .filter((name) => files.has(name)),
    ...Object.keys(SHARED_FILES).filter((name) => files.has(name)),
  ];
}

function draftsOf(body: unknown): Map<string, string> {
  const drafts = (body as { drafts?: unknown } | undefined)?.drafts;
  if (!drafts || typeof drafts !== 'object') throw new BadRequest('drafts must map file names to their text');
  const map = new Map<string, string>();
  for (const [name, text] of Object.entries(drafts)) {
    if (typeof text !== 'string') throw new BadRequest(`the draft of ${name} is not text`);
    map.set(name, text);
  }
  return map;
}

class BadRequest extends Error {}

export function createStudioApp(options: StudioOptions): express.Express {
  const { workspace, preview } = options;
  const app = express();
  app.disable('x-powered-by');
  app.use(requireLocalHost(options.port));
  app.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    next();
  });

  const api = express.Router();
  api.use(requireToken(options.token));
  api.use(express.json({ limit: '4mb' }));

  const sessionFiles = async () => {
    const files = await workspace.files();
    return {
      files,
      editable: editable(files).map((name) => ({ name, text: files.get(name)!, hash: hashOf(files.get(name)) })),
    };
  };

  api.get('/session', async (_req, res) => {
    const { files, editable: list } = await sessionFiles();
    const schemas = Object.fromEntries(
      [MERCHANT_SCHEMA, ...Object.values(SHARED_FILES)].map((name) => [
        name,
        withoutTypeNames(bundleSchema(options.schemas, name)),
      ]),
    );
    res.json({
      configRoot: workspace.displayRoot,
      previewOrigin: preview.origin,
      files: list,
      assets: [...files.keys()].filter((name) => /^[^/]+\/assets\//.test(name)),
      schemas,
      contrastPairs: [...CONTRAST_PAIRS, ...sitePairs(options.root)],
      dictionaries: siteDictionaries(options.root),
    });
  });

  /** Hashes of the files on disk, so the page can say when one changed behind the operator's back. */
  api.get('/hashes', async (_req, res) => {
    const { editable: list } = await sessionFiles();
    res.json(Object.fromEntries(list.map((f) => [f.name, f.hash])));
  });

  api.post('/check', async (req, res) => {
    const drafts = draftsOf(req.body);
    const merchant = String((req.body as { merchant?: unknown }).merchant ?? '');
    const findings = await workspace.check(drafts);
    if (/^[a-z][a-z0-9-]{1,31}$/.test(merchant)) await preview.show(drafts, merchant);
    res.json({ findings });
  });

  api.post('/format', async (req, res) => {
    const { name, text } = req.body as { name?: unknown; text?: unknown };
    if (typeof name !== 'string' || typeof text !== 'string') throw new BadRequest('name and text are required');
    const disk = (await workspace.readText(name)) ?? '';
    let formatted: string;
    try {
      formatted = await workspace.formatted(name, text);
    } catch {
      formatted = text;
    }
    res.json({ disk, formatted });
  });

  api.post('/save', async (req, res) => {
    const { drafts, asDraft } = req.body as { drafts?: unknown; asDraft?: unknown };
    if (!Array.isArray(drafts) || !drafts.length) throw new BadRequest('nothing to save');
    for (const d of drafts as DraftFile[]) {
      if (typeof d?.name !== 'string' || typeof d.text !== 'string' || typeof d.baseHash !== 'string')
        throw new BadRequest('each draft needs a name, its text and the hash it started from');
    }
    const result = await workspace.save(drafts as DraftFile[], asDraft === true);
    res.status(result.ok ? 200 : result.reason === 'conflict' ? 409 : 422).json(result);
  });

  api.post('/merchants', async (req, res) => {
    const { code, name, domain } = req.body as Record<string, unknown>;
    if (typeof code !== 'string') throw new BadRequest('a merchant id is required');
    const result = await workspace.newMerchant({
      code,
      name: typeof name === 'string' && name.trim() ? name : undefined,
      domain: typeof domain === 'string' && domain.trim() ? domain.trim() : undefined,
    });
    if (!result.ok) return void res.status(422).json({ message: result.error });
    for (const written of result.writes.keys())
      await preview.addFile(written, await readFile(resolveInConfig(workspace.configDir, written)));
    res.json({ code: result.code, files: (await sessionFiles()).editable });
  });

  api.post(
    '/assets',
    express.raw({ type: () => true, limit: MAX_ASSET_BYTES * 2 }),
    async (req: Request, res: Response) => {
      const merchant = String(req.query.merchant ?? '');
      const original = String(req.query.name ?? 'image');
      const content = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const checked = checkAsset(content);
      if (!checked.ok) return void res.status(422).json({ message: checked.message });
      const assetPath = `assets/${assetName(original, checked.kind)}`;
      const name = `${merchant}/${assetPath}`;
      if (!/^[a-z][a-z0-9-]{1,31}$/.test(merchant)) throw new BadRequest('which merchant is the file for?');
      workspace.addPendingAsset(name, content);
      await preview.addFile(name, content);
      res.json({ path: assetPath });
    },
  );

  api.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof BadRequest || error instanceof OutsideConfigError)
      return void res.status(400).json({ message: error.message });
    if ((error as { type?: string }).type === 'entity.too.large')
      return void res.status(413).json({ message: `the file is larger than ${MAX_ASSET_BYTES / 1024} kB` });
    console.error(error);
    res.status(500).json({ message: 'the studio server failed; its terminal says why' });
  });

  app.use('/api', api);
  app.use(express.static(options.clientDir, { index: 'index.html' }));
  return app;
}
