import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { HANDOVER_ELEMENT_ID } from '../../src/lib/rendering/page-handover.ts';

/**
 * What a page's first screen may weigh on the wire (compressed body and headers) to arrive in a connection's first
 * round trip: TCP starts with ten segments of 1,460 bytes. One byte more costs a second round trip before anything
 * can paint (150 ms on Lighthouse's simulated phone).
 */
export const FIRST_PAGE_BUDGET_BYTES = 10 * 1460;

/** HTTP/1.1's connection headers, which HTTP/2 (every CDN, the bench) does not send. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);
const headerLines = (raw: string[]) => raw.flatMap((part, i) => (i % 2 ? [] : [[part, raw[i + 1]!] as const]));

const HANDOVER = `<script type="application/json" id="${HANDOVER_ELEMENT_ID}">`;

/**
 * The bytes a browser needs before it can paint the page at `url`, as a current browser gets it: the brotli body up
 * to the end of the screen the server rendered (the handover after it is read only by the scripts, which arrive
 * later anyway; brotli's best quality, as server/page-compression.ts sends it), or the whole body of a page without
 * one, and its header lines.
 */
export function firstPageBytes(url: string): Promise<{ body: number; headers: number; rendered: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const html = (response.headers['content-encoding'] === 'br' ? brotliDecompressSync(wire) : wire).toString();
          const end = html.indexOf(HANDOVER);
          const body =
            end < 0
              ? wire.length
              : brotliCompressSync(html.slice(0, end), {
                  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
                }).length;
          // "name: value\r\n" per header: an upper bound, HTTP/2 compresses them; it has no connection headers.
          const headers = headerLines(response.rawHeaders)
            .filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
            .reduce((sum, [name, value]) => sum + name.length + 2 + value.length + 2, 0);
          resolve({ body, headers, rendered: end >= 0 });
        });
      })
      .on('error', reject);
  });
}
