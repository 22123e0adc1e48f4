import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { GATEWAY_PATHS, gatewayPassThrough, passUpgradesThrough } from '../../server/gateway-proxy.ts';
import { freePort, listening, startProcess, stopProcess } from './processes.ts';

/** The mock's paths: its calls, and its images and stand-in game pages, named after the site's host. */
export const MOCK_PATHS = [...GATEWAY_PATHS, '/__mock'];

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
    ['server/main.ts', '--gateway', gateway, '--port', String(serverPort), '--gateway-paths', MOCK_PATHS.join(',')],
    /"serving"/,
  ).catch(async (error: unknown) => {
    await stopProcess(gatewayProcess);
    throw error;
  });

  const distDir = path.join(root, 'dist');
  const host = express();
  host.use(compression());
  host.use(floor.base, expressStaticGzip(floor.dir, { enableBrotli: true, orderPreference: ['br', 'gz'] }));
  host.use(gatewayPassThrough(new URL(gateway), MOCK_PATHS));
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
  passUpgradesThrough(staticServer, new URL(gateway), MOCK_PATHS);

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
