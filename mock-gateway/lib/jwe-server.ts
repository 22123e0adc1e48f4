/** Reads the body of an E endpoint: { "jwe": "<compact JWE>" } (RSA-OAEP-256 + A256GCM, kid in the protected header). */
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { CONTENT_ENC, KEY_ALG } from './key-pool.js';
import type { Keyring } from './keyring.js';
import { GatewayError } from './gateway-error.js';
import { parseJsonWithinLimits } from './request-limits.js';

const decoder = new TextDecoder();

export async function decryptBody(body: unknown, keyring: Keyring, now: number): Promise<unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new GatewayError('payload.encryption_required', {
      message: 'This endpoint needs an encrypted body { "jwe": "<compact JWE>" }',
    });
  }
  const keys = Object.keys(body);
  const jwe = (body as Record<string, unknown>).jwe;
  if (keys.length !== 1 || typeof jwe !== 'string') {
    throw new GatewayError('payload.encryption_required', {
      message: 'This endpoint needs an encrypted body { "jwe": "<compact JWE>" } and nothing else',
    });
  }
  let kid: unknown;
  let alg: unknown;
  let enc: unknown;
  try {
    ({ kid, alg, enc } = decodeProtectedHeader(jwe));
  } catch {
    throw new GatewayError('payload.decrypt_failed', { message: 'payload: not a compact JWE' });
  }
  if (alg !== KEY_ALG || enc !== CONTENT_ENC) {
    throw new GatewayError('payload.decrypt_failed', {
      message: `payload: alg must be ${KEY_ALG} and enc ${CONTENT_ENC}`,
    });
  }
  const current = (await keyring.currentKey()).kid;
  if (typeof kid !== 'string' || !kid) {
    throw new GatewayError('payload.key_unknown', {
      message: 'payload: the protected header has no kid',
      value: { current },
    });
  }
  const key = await keyring.accepted(kid, now);
  if (!key) {
    throw new GatewayError('payload.key_unknown', {
      message: `payload: key ${kid} is unknown or expired; fetch /wps/system/jwks again`,
      value: { kid, current },
    });
  }
  let text: string;
  try {
    const { plaintext } = await compactDecrypt(jwe, key.privateKey, {
      keyManagementAlgorithms: [KEY_ALG],
      contentEncryptionAlgorithms: [CONTENT_ENC],
    });
    text = decoder.decode(plaintext);
  } catch {
    throw new GatewayError('payload.decrypt_failed', { message: 'payload: decryption failed' });
  }
  try {
    return parseJsonWithinLimits(text);
  } catch (err) {
    if (err instanceof GatewayError) throw err;
    throw new GatewayError('payload.decrypt_failed', { message: 'payload: the decrypted text is not JSON' });
  }
}
