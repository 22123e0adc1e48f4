import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

type Manifest = Record<string, ManifestChunk>;

const readManifest = async (distDir: string) =>
  JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The manifest keys of a chunk and every chunk it imports statically, minus `skip`. */
function closure(manifest: Manifest, key: string, skip = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || skip.has(k)) return;
    seen.add(k);
    for (const imported of manifest[k]?.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in dist/.vite/manifest.json: build first');
  return entry[0];
}

/** The home page's initial JavaScript: the entry plus every chunk it imports statically (Vite preloads those). */
export async function initialJavaScript(distDir: string): Promise<InitialJs> {
  const manifest = await readManifest(distDir);
  return gzipSizes(distDir, manifest, closure(manifest, entryKey(manifest)));
}

/** A lazy page's own JavaScript on a visit that lands on it: its chunks beyond the entry's. */
export async function pageJavaScript(distDir: string, pageModule: string): Promise<InitialJs> {
  const manifest = await readManifest(distDir);
  if (!manifest[pageModule]) throw new Error(`no chunk for ${pageModule} in the manifest`);
  return gzipSizes(distDir, manifest, closure(manifest, pageModule, closure(manifest, entryKey(manifest))));
}

async function gzipSizes(distDir: string, manifest: Manifest, keys: Set<string>): Promise<InitialJs> {
  const files = await Promise.all(
    [...keys].map(async (key) => {
      const file = manifest[key]!.file;
      return { file, gzipBytes: gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length };
    }),
  );
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export const HOME_JS_BUDGET_BYTES = 150 * 1024;
