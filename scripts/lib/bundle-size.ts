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

/** The home page's initial JavaScript: the entry plus every chunk it imports statically (Vite preloads those). */
export async function initialJavaScript(distDir: string): Promise<InitialJs> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in dist/.vite/manifest.json: build first');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  const files = await Promise.all(
    [...seen].map(async (key) => {
      const file = manifest[key]!.file;
      return { file, gzipBytes: gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length };
    }),
  );
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export const HOME_JS_BUDGET_BYTES = 150 * 1024;
