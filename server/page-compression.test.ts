import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompressor } from './page-compression.ts';

describe('page compressor', () => {
  it("compresses each distinct page once, at brotli's best, and keeps the most recently used", async () => {
    const compress = pageCompressor(2);
    const home = '<p>home</p>'.repeat(100);
    const first = compress(home);
    expect(compress(home)).toBe(first); // the same work, not a second compression
    expect(brotliDecompressSync(await first).toString()).toBe(home);
    const rng = compress('<p>rng</p>');
    compress(home); // used again: the rng page is now the oldest
    compress('<p>member</p>'); // a third page: the oldest is dropped
    expect(compress(home)).toBe(first);
    expect(compress('<p>rng</p>')).not.toBe(rng);
  });
});
