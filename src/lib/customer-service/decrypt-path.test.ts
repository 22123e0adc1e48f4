import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from './decrypt-path';

function encrypt(url: string, key: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key + key, 'utf8'), Buffer.alloc(16));
  return Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]).toString('base64url') + key;
}

describe('customer-service path', () => {
  it('decrypts with the key carried in its last 8 characters', async () => {
    const url = 'https://chat.example/royal?c=LIVECHAT-1';
    await expect(decryptCustomerServicePath(encrypt(url, 'k3Y9x2Qa'))).resolves.toBe(url);
  });
  it('refuses a path decrypted with the wrong key', async () => {
    const tampered = encrypt('https://chat.example/x', 'k3Y9x2Qa').slice(0, -8) + 'zzzzzzzz';
    await expect(decryptCustomerServicePath(tampered)).rejects.toThrow();
  });
  it('accepts e-mail links but refuses something that is not a contact address', async () => {
    await expect(decryptCustomerServicePath(encrypt('mailto:help@royal.example', 'abcdefgh'))).resolves.toBe(
      'mailto:help@royal.example',
    );
    await expect(decryptCustomerServicePath(encrypt('javascript:alert(1)', 'abcdefgh'))).rejects.toThrow(
      /not a contact address/,
    );
  });
});
