import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 12 and ARCHITECTURE.md: a page's own lazily loaded chunk stays within 30 kB gzip. */
export const PAGE_CHUNK_BUDGET_BYTES = 30 * 1024;

interface ManifestEntry {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

export interface PageChunk {
  source: string;
  file: string;
  gzipBytes: number;
}

/** Every lazily loaded module of a feature (pages, dialogs, the chart) with its own chunk's gzip size, largest first. */
export function pageChunks(distDir: string): PageChunk[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  return Object.entries(manifest)
    .filter(([source, entry]) => entry.isDynamicEntry && source.startsWith('src/features/'))
    .map(([source, entry]) => ({
      source,
      file: entry.file,
      gzipBytes: gzipSync(readFileSync(path.join(distDir, entry.file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
