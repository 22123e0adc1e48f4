import { cp } from 'node:fs/promises';
import path from 'node:path';

/** Only what the browser reads: JSON config and merchant assets. */
export function isPublicConfigFile(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  if (parts.some((p) => p.startsWith('.'))) return false;
  return relativePath.endsWith('.json') || parts.includes('assets');
}

export async function copySiteConfig(from: string, to: string): Promise<void> {
  await cp(from, to, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(from, source);
      return rel === '' || !path.extname(rel) || isPublicConfigFile(rel);
    },
  });
}
