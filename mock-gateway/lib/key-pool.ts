/**
 * RSA key material for E endpoints, generated once per process and shared by every app and mock session
 * (2048-bit RSA-OAEP-256; key generation is the slow part, so it happens once per key index).
 * Which keys a mock session accepts is its own state (see keyring.ts).
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK } from 'jose';

export interface KeyMaterial {
  index: number;
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK & { kid: string; kty: 'RSA'; alg: 'RSA-OAEP-256'; use: 'enc'; n: string; e: string };
}

export const KEY_ALG = 'RSA-OAEP-256';
export const CONTENT_ENC = 'A256GCM';

const processTag = randomBytes(4).toString('hex');
const pool: Promise<KeyMaterial>[] = [];
const byKid = new Map<string, KeyMaterial>();

async function generate(index: number): Promise<KeyMaterial> {
  const { privateKey, publicKey } = await generateKeyPair(KEY_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = `gw-${processTag}-${index}`;
  const material: KeyMaterial = {
    index,
    kid,
    privateKey,
    publicJwk: { kty: 'RSA', n: String(jwk.n), e: String(jwk.e), kid, alg: KEY_ALG, use: 'enc' },
  };
  byKid.set(kid, material);
  return material;
}

/** Key number `index` (0 = the first key every session starts with). Also starts generating the next one. */
export function keyAt(index: number): Promise<KeyMaterial> {
  for (let i = pool.length; i <= index + 1; i++) {
    const p = generate(i);
    p.catch(() => undefined);
    pool.push(p);
  }
  return pool[index]!;
}

/** Key material by kid, if this process issued it (and it is ready). */
export function keyByKid(kid: string): KeyMaterial | undefined {
  return byKid.get(kid);
}
