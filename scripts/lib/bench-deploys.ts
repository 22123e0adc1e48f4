import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { gatewayPassThrough, passUpgradesThrough } from '../../server/gateway-proxy.ts';

/** What the bench measures, each on its own port of 127.0.0.1. */
export interface BenchDeploys {
  /** The mock gateway, a process of its own as a real gateway is. */
  gateway: string;
  /** The production site server (`npm run serve -- --gateway <gateway>`), a process of its own. */
  server: string;
  /** dist/ on a plain static host (any CDN) that passes the gateway's paths through, and the floor page. */
  staticHost: string;
  close(): Promise<void>;
}

const TSX = (root: string) => path.join(root, 'node_modules/.bin/tsx');

/** Starts `args` with tsx and resolves once it prints a line matching `ready`. */
function startProcess(root: string, args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX(root), args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (!ready.test(seen)) return;
      child.stdout!.off('data', onData);
      // Request logs and the like are not the bench's business.
      child.stdout!.resume();
      resolve(child);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
  });
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const listening = async (server: Server) => {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A free port on 127.0.0.1 (asked of the system, then released for the process that takes it). */
async function freePort(): Promise<number> {
  const probe = express().listen(0, '127.0.0.1');
  const { port } = new URL(await listening(probe));
  await new Promise((resolve) => probe.close(resolve));
  return Number(port);
}

/**
 * The two ways the site is deployed, in front of the same gateway: the production server, and dist/ on a static
 * host with the gateway's paths passed through (what a CDN's origin rules do). The floor page is on the static host.
 */
export async function startBenchDeploys(root: string, floor: { base: string; dir: string }): Promise<BenchDeploys> {
  const [gatewayPort, serverPort] = [await freePort(), await freePort()];
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const gatewayProcess = await startProcess(
    root,
    ['mock-gateway/main.ts', '--port', String(gatewayPort)],
    /mock gateway on/,
  );
  const serverProcess = await startProcess(
    root,
    ['server/main.ts', '--gateway', gateway, '--port', String(serverPort)],
    /"serving"/,
  ).catch(async (error: unknown) => {
    await stopProcess(gatewayProcess);
    throw error;
  });

  const distDir = path.join(root, 'dist');
  const host = express();
  host.use(compression());
  host.use(floor.base, expressStaticGzip(floor.dir, { enableBrotli: true, orderPreference: ['br', 'gz'] }));
  host.use(gatewayPassThrough(new URL(gateway)));
  host.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { maxAge: '1y' },
    }),
  );
  // A single-page app's host answers every other path with its page.
  host.use((_req, res) => res.set('Cache-Control', 'no-cache').sendFile(path.join(distDir, 'index.html')));
  const staticServer = host.listen(0, '127.0.0.1');
  const staticHost = await listening(staticServer);
  passUpgradesThrough(staticServer, new URL(gateway));

  return {
    gateway,
    server: `http://127.0.0.1:${serverPort}`,
    staticHost,
    async close() {
      staticServer.close();
      await Promise.all([stopProcess(serverProcess), stopProcess(gatewayProcess)]);
    },
  };
}
