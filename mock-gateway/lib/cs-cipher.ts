/**
 * Customer-service path cipher: the LAST 8 CHARACTERS of the string are the key.
 *
 *   path = base64url( AES-128-CBC( key = UTF-8(k8 + k8), iv = 16 zero bytes, PKCS#7 padding, plaintext = UTF-8(url) ) ) + k8
 *
 * k8 is 8 characters of [A-Za-z0-9] (derived from the URL, so the same URL always gives the same string).
 * The browser decrypts with WebCrypto: importKey('raw', utf8(k8 + k8), 'AES-CBC') then
 * decrypt({ name: 'AES-CBC', iv: new Uint8Array(16) }, key, base64urlDecode(path.slice(0, -8))).
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const IV = Buffer.alloc(16, 0);

function keyFor(url: string): string {
  const digest = createHash('sha256').update(url).digest();
  let k = '';
  for (let i = 0; i < 8; i++) k += ALPHABET[digest[i]! % ALPHABET.length];
  return k;
}

export function encryptCsPath(url: string, k8 = keyFor(url)): string {
  if (!/^[A-Za-z0-9]{8}$/.test(k8)) throw new Error('cs-cipher: the key must be 8 characters of [A-Za-z0-9]');
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(k8 + k8, 'utf8'), IV);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]).toString('base64url');
  return body + k8;
}

export function decryptCsPath(path: string): string {
  if (path.length < 9) throw new Error('cs-cipher: too short');
  const k8 = path.slice(-8);
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(k8 + k8, 'utf8'), IV);
  return Buffer.concat([decipher.update(Buffer.from(path.slice(0, -8), 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
