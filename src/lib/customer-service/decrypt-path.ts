/**
 * Customer-service paths arrive encrypted; the last 8 characters of the string are the key (SPEC §3).
 * Format (docs/gateway.md): base64url(AES-128-CBC(url, key = the 8 key characters twice as UTF-8, IV = 16 zero bytes))
 * followed by the 8-character key. Decrypted with WebCrypto: a standard cipher, nothing hand-rolled.
 */
export async function decryptCustomerServicePath(path: string): Promise<string> {
  if (path.length <= 8) throw new Error('customer-service path too short');
  const keyText = path.slice(-8);
  const cipherText = base64UrlToBytes(path.slice(0, -8));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(keyText + keyText), 'AES-CBC', false, [
    'decrypt',
  ]);
  const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: new Uint8Array(16) }, key, cipherText);
  const url = new TextDecoder().decode(plain);
  // Only channels a customer-service link can be: web pages, e-mail and phone (never javascript: and the like).
  if (!/^(https?:\/\/|mailto:|tel:)/.test(url)) throw new Error('customer-service path is not a contact address');
  return url;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
