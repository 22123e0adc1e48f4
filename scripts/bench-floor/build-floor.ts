import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build } from 'vite';
import { compileHints } from '../../build-plugins/compile-hints.ts';
import { precompressAssets } from '../../build-plugins/precompress.ts';

/** The URL path the bench serves the floor page under, on the site's own server. */
export const FLOOR_BASE = '/__floor/';

/** Builds the floor page into `outDir` as the site is built (same bundler, target, compile hints and compression). */
export async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: import.meta.dirname,
    base: FLOOR_BASE,
    logLevel: 'warn',
    plugins: [react(), compileHints()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  await precompressAssets(path.join(outDir, 'assets'));
}
