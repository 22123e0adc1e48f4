import { readdirSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Only what the browser reads: JSON config and merchant assets. */
export function isPublicConfigFile(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  if (parts.some((p) => p.startsWith('.'))) return false;
  return relativePath.endsWith('.json') || parts.includes('assets');
}

/**
 * Copies the public config into the build. With `merchant` (a build pinned by `--merchant`) only that merchant's
 * folder and the shared files ship, and domains.json keeps only that merchant's hosts.
 */
export async function copySiteConfig(from: string, to: string, merchant?: string): Promise<void> {
  await cp(from, to, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(from, source);
      if (rel === '') return true;
      const top = rel.split(path.sep)[0]!;
      const isFolder = !path.extname(top);
      if (merchant && isFolder && top !== merchant) return false;
      return !path.extname(rel) || isPublicConfigFile(rel);
    },
  });
  if (!merchant) return;
  const file = path.join(to, 'domains.json');
  const domains = JSON.parse(await readFile(file, 'utf8')) as { hosts?: Record<string, string> };
  const hosts = Object.fromEntries(Object.entries(domains.hosts ?? {}).filter(([, code]) => code === merchant));
  await writeFile(file, JSON.stringify({ ...domains, defaultMerchant: merchant, hosts }, null, 2) + '\n');
}

/** The merchants of a site-config folder: one folder each. */
export const merchantFolders = (configDir: string): string[] =>
  readdirSync(configDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
