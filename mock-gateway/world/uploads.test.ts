import { describe, expect, it } from 'vitest';
import { acceptImages, sniffImage } from './uploads';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = Buffer.from('GIF89a....');
const dataUrl = (bytes: Buffer, declared = 'image/png') => `data:${declared};base64,${bytes.toString('base64')}`;

describe('image uploads', () => {
  let n = 0;
  const nextId = () => `img-${++n}`;

  it('reads the type from the leading bytes, not from what the client declares', () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(jpeg)).toBe('jpeg');
    const result = acceptImages([dataUrl(jpeg, 'image/png'), dataUrl(png, 'application/octet-stream')], nextId);
    expect(result).toEqual({
      ok: true,
      images: [
        { id: expect.stringMatching(/^img-/), kind: 'jpeg', bytes: jpeg.length },
        { id: expect.stringMatching(/^img-/), kind: 'png', bytes: png.length },
      ],
    });
  });

  it('refuses a file that only claims to be an image', () => {
    expect(acceptImages([dataUrl(png), dataUrl(gif, 'image/jpeg')], nextId)).toEqual({
      ok: false,
      reason: 'type',
      index: 1,
    });
  });

  it('refuses more than 3 images before decoding any, and an image over 5 MB', () => {
    expect(acceptImages([1, 2, 3, 4], nextId)).toEqual({ ok: false, reason: 'count', count: 4, max: 3 });
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(acceptImages([dataUrl(big)], nextId)).toMatchObject({ ok: false, reason: 'size', index: 0 });
  });

  it('refuses what is not a base64 data URL', () => {
    for (const bad of ['https://evil.example/x.png', 'data:image/png,rawtext', '', 42, null, 'data:image/png;base64,'])
      expect(acceptImages([bad], nextId)).toEqual({ ok: false, reason: 'encoding', index: 0 });
  });
});
