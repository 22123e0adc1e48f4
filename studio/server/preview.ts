/**
 * The live preview: the real site server with the mock gateway (what `npm start` runs), serving the built `dist/`
 * from a scratch copy of the config folder into which the drafts are written. The real folder is never touched, and
 * the site reads its config live, so a draft shows on the preview's next page load.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { attachPushChannel, pushHubOf } from '../../mock-gateway/lib/push-channel.ts';
import { createMockSiteServer } from '../../scripts/lib/mock-site-server.ts';
import { enterPage, type PreviewView } from './preview-enter.ts';

export interface PreviewOptions {
  root: string;
  configDir: string;
  distDir: string;
  port: number;
  /** The studio's origin: the preview's copy lets it frame the site (frame-ancestors). */
  studioOrigin: string;
}

/** What the mock gateway reads once, at its start: a change to any of these needs a new gateway. */
function mockSignature(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, text] of files) {
    if (!name.endsWith('/merchant.json')) continue;
    try {
      const m = JSON.parse(text) as Record<string, unknown>;
      // Not brand.name: the mock's demo notices keep the name it started with, while the site's own header, titles
      // and footer show the draft's at once; restarting the mock on every word typed would slow the preview down.
      hash.update(name + JSON.stringify([m.merchantCodes, m.siteFlags, m.registrationRules, m.wallet]));
    } catch {
      hash.update(name); // a draft that does not parse is not written to the copy
    }
  }
  return hash.digest('hex');
}

/** The merchant.json text written to the copy: the studio's origin added to the framers, nothing else changed. */
function framable(text: string, studioOrigin: string): string {
  const merchant = JSON.parse(text) as { security?: { frameAncestors?: string[] } };
  const security = merchant.security ?? {};
  merchant.security = { ...security, frameAncestors: [...(security.frameAncestors ?? []), studioOrigin] };
  return JSON.stringify(merchant, null, 2);
}

export class Preview {
  private dir = '';
  private server: Server | null = null;
  private running: { merchant: string; signature: string } | null = null;
  private files = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();
  private sockets = new Set<Socket>();

  constructor(private readonly options: PreviewOptions) {}

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Copies the config folder; the drafts then go into the copy. */
  async open(files: ReadonlyMap<string, string>): Promise<void> {
    this.dir = await mkdtemp(path.join(os.tmpdir(), 'studio-preview-'));
    await cp(this.options.configDir, this.dir, { recursive: true });
    this.files = new Map(files);
    for (const [name, text] of files) if (name.endsWith('/merchant.json')) await this.write(name, text);
  }

  /**
   * Writes the drafts (those that parse) into the copy and serves `merchant`, restarting the gateway if needed.
   * One at a time: two checks in flight must not both restart the server on the one port.
   */
  show(drafts: ReadonlyMap<string, string>, merchant: string): Promise<void> {
    const next = this.queue.then(() => this.showNow(drafts, merchant));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async showNow(drafts: ReadonlyMap<string, string>, merchant: string): Promise<void> {
    for (const [name, text] of drafts) {
      try {
        JSON.parse(text);
      } catch {
        continue; // the site would fail on it: the preview keeps the last draft that parsed
      }
      this.files.set(name, text);
      await this.write(name, text);
    }
    const signature = mockSignature(this.files);
    if (this.running?.merchant !== merchant || this.running.signature !== signature) await this.restart(merchant);
    this.running = { merchant, signature };
  }

  /** An uploaded file, in the copy at once so the preview shows it. */
  async addFile(name: string, content: Buffer): Promise<void> {
    const target = path.join(this.dir, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }

  async close(): Promise<void> {
    await this.stop();
    // A draft may still be being written: retried rather than left behind.
    if (this.dir) await rm(this.dir, { recursive: true, force: true, maxRetries: 5 });
  }

  private async write(name: string, text: string): Promise<void> {
    const target = path.join(this.dir, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, name.endsWith('/merchant.json') ? framable(text, this.options.studioOrigin) : text);
  }

  private async restart(merchant: string): Promise<void> {
    await this.stop();
    const site = createMockSiteServer({
      root: this.options.root,
      distDir: this.options.distDir,
      configDir: this.dir,
      merchant,
      firstReadWaitMs: 2000,
    });
    const front = express();
    front.get('/__studio/enter', (req, res) => {
      res.type('html').send(enterPage(req.query as Partial<Record<keyof PreviewView, string>>, this.merchantCode()));
    });
    // The site lets browsers keep config files five minutes; the preview's change with every edit.
    front.use('/site-config', (_req, res, next) => {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value);
      next();
    });
    front.use(site);
    const server = createServer(front);
    attachPushChannel(server, pushHubOf(site));
    // Every socket, the push channel's upgraded ones included (the server stops tracking those): all are cut on a restart.
    const sockets = new Set<Socket>();
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    this.sockets = sockets;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  /** The platform merchant code of the merchant shown (the mock's login needs it). */
  private merchantCode(): string | undefined {
    const text = this.running ? this.files.get(`${this.running.merchant}/merchant.json`) : undefined;
    try {
      return (JSON.parse(text ?? 'null') as { merchantCodes?: { default?: string } } | null)?.merchantCodes?.default;
    } catch {
      return undefined;
    }
  }

  private async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
