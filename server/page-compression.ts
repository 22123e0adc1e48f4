import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);
/** Painted pages differ by merchant, path and language; the landing pages are a handful of these. */
const KEPT_PAGES = 64;

/**
 * Pages in brotli's best quality, each compressed once. The first page must arrive in the connection's first round
 * trip (TCP's initial window is ten segments, about 14.6 kB with headers): at the streaming quality the landing
 * pages were 14.2 kB and took a second round trip; at the best they are about 11.7 kB. The best quality costs about
 * 50 ms of a worker thread, so each distinct page is compressed once and kept.
 */
export function pageCompressor(kept = KEPT_PAGES) {
  const cache = new Map<string, Promise<Buffer>>();
  return (html: string): Promise<Buffer> => {
    const key = createHash('sha256').update(html).digest('base64');
    let body = cache.get(key);
    if (body) {
      // Most recently used last, so the oldest is the one dropped.
      cache.delete(key);
    } else {
      body = brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      });
      body.catch(() => cache.delete(key));
      if (cache.size >= kept) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, body);
    return body;
  };
}
