/**
 * The studio's page (studio/dist), built by Vite from studio/client. Built into a folder of its own and moved into
 * place, so two studios started at once (parallel end-to-end tests) never serve a half-written page.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

export async function ensureClient(root: string, rebuild: boolean): Promise<string> {
  const target = path.join(root, 'studio/dist');
  if (!rebuild && existsSync(path.join(target, 'index.html'))) return target;
  const scratch = `${target}.${process.pid}`;
  await build({
    configFile: path.join(root, 'studio/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: scratch, emptyOutDir: true },
  });
  if (rebuild) await rm(target, { recursive: true, force: true });
  try {
    await rename(scratch, target);
  } catch {
    await rm(scratch, { recursive: true, force: true }); // another studio put the same page in place first
  }
  return target;
}
