import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../build-plugins/compile-hints.ts';
import { countScripts, type Fetched } from './first-view-js.ts';

const body = (name: string, repeat: number) => Buffer.from(`export const ${name} = "${name.repeat(repeat)}";`);
const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const origin = 'http://127.0.0.1:4000';
const entry = Buffer.concat([Buffer.from(`${COMPILE_HINT}\n`), body('entry', 400)]);
const dictionary = body('dictionary', 90);
const fetched: Fetched[] = [
  { url: `${origin}/`, resourceType: 'document', body: Buffer.from('<!doctype html>'.repeat(50)) },
  { url: `${origin}/assets/entry.js`, resourceType: 'script', body: entry },
  { url: `${origin}/assets/locale-en.js`, resourceType: 'script', body: dictionary },
  // A module preload and the import that uses it are one download.
  { url: `${origin}/assets/entry.js`, resourceType: 'script', body: entry },
  { url: `${origin}/__mock/art/banner/1.svg`, resourceType: 'image', body: Buffer.from('<svg/>'.repeat(100)) },
  { url: `${origin}/site-config/royal/merchant.json`, resourceType: 'fetch', body: Buffer.from('{}') },
];

describe('first-view JavaScript', () => {
  it('counts every script the visit downloaded once, as gzip of what the browser decoded, biggest first, and tells which start with the compile hint', () => {
    const counted = countScripts('/', fetched);
    expect(counted.path).toBe('/');
    expect(counted.files).toEqual([
      { file: '/assets/entry.js', gzipBytes: gz(entry), compileHint: true },
      { file: '/assets/locale-en.js', gzipBytes: gz(dictionary), compileHint: false },
    ]);
    expect(counted.totalGzipBytes).toBe(gz(entry) + gz(dictionary));
  });

  it('counts nothing for a visit that downloaded no script', () => {
    expect(
      countScripts(
        '/rng',
        fetched.filter((f) => f.resourceType !== 'script'),
      ),
    ).toEqual({
      path: '/rng',
      files: [],
      totalGzipBytes: 0,
    });
  });
});
