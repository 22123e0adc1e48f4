import http from 'node:http';

/**
 * What a page may weigh on the wire (compressed body and headers) to arrive in a connection's first round trip: TCP
 * starts with ten segments of 1,460 bytes. One byte more costs a second round trip before anything can paint (150 ms
 * on Lighthouse's simulated phone).
 */
export const FIRST_PAGE_BUDGET_BYTES = 10 * 1460;

/** The page at `url` as a current browser gets it: its brotli body and its header lines, in bytes. */
export function firstPageBytes(url: string): Promise<{ body: number; headers: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        let body = 0;
        response.on('data', (chunk: Buffer) => (body += chunk.length));
        response.on('end', () => {
          // "name: value\r\n" per header: an upper bound, HTTP/2 compresses them.
          resolve({ body, headers: response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) });
        });
      })
      .on('error', reject);
  });
}
