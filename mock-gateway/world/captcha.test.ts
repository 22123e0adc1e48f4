import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha.js';
import { crc32, PNG_SIGNATURE } from './png.js';
import { codeOf, errorOf, world } from './test-helpers.js';

function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const out = [];
  let o = 8;
  while (o < png.length) {
    const len = png.readUInt32BE(o);
    const type = png.toString('ascii', o + 4, o + 8);
    const data = png.subarray(o + 8, o + 8 + len);
    const crc = png.readUInt32BE(o + 8 + len);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(o + 4, o + 8 + len)) });
    o += 12 + len;
  }
  return out;
}

describe('captcha', () => {
  it('is a real PNG: signature, IHDR 100x40 RGB, valid CRCs, inflatable image data, IEND', () => {
    const w = world();
    const { answer, png } = w.captcha.newCaptcha();
    expect(answer).toMatch(/^\d{4}$/);
    expect(png).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(png, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const list = chunks(bytes);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(list.every((c) => c.crcOk)).toBe(true);
    const ihdr = list[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([ihdr[8], ihdr[9], ihdr[10], ihdr[11], ihdr[12]]).toEqual([8, 2, 0, 0, 0]);
    const raw = inflateSync(list[1]!.data);
    expect(raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
    expect(bytes.length).toBeLessThan(8_000);
    // it draws something: many distinct colours, dark glyph pixels present
    let dark = 0;
    for (let i = 0; i < raw.length; i++) if (i % (CAPTCHA_WIDTH * 3 + 1) !== 0 && raw[i]! < 110) dark++;
    expect(dark).toBeGreaterThan(200);
  });

  it('current() is the answer QA reads; a new captcha replaces it', () => {
    const w = world();
    expect(w.captcha.current()).toBeNull();
    const a = w.captcha.newCaptcha();
    expect(w.captcha.current()).toBe(a.answer);
    expect(w.captcha.check(a.answer)).toBe(true);
    expect(w.captcha.check('x')).toBe(false);
    const b = w.captcha.newCaptcha();
    expect(w.captcha.current()).toBe(b.answer);
  });

  it('one failed login sets the captcha flag; then login needs the right captcha', () => {
    const w = world();
    const e = errorOf(() => w.auth.login({ username: 'demo_member', password: 'wrong' }));
    expect(e).toMatchObject({ code: 'login.password.invalid', value: { captcha: true } });
    expect(errorOf(() => w.auth.login({ username: 'demo_member', password: 'Member123' }))).toMatchObject({
      code: 'captcha_invalid',
      value: { captcha: true },
    });
    const { answer } = w.captcha.newCaptcha();
    const wrong = answer === '0000' ? '1111' : '0000';
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'Member123', captcha: wrong }))).toBe(
      'captcha_invalid',
    );
    expect(w.auth.login({ username: 'demo_member', password: 'Member123', captcha: answer }).token).toBeTruthy();
    // success clears the counter
    expect(w.captcha.requiresCaptcha('demo_member')).toBe(false);
    expect(w.auth.login({ username: 'demo_member', password: 'Member123' }).token).toBeTruthy();
  });
});
