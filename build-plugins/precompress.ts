import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` copies next to every text asset, once at build time, so the server never
 * compresses the bundle per request and the browser gets the smallest transfer.
 */
export async function precompressAssets(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}
