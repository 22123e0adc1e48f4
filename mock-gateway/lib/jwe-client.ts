/**
 * Client side of E endpoints, for tests and tools: encrypt a JSON payload under the gateway's current key.
 *
 *   const jwks = (await (await fetch(`${base}/wps/system/jwks`, { headers })).json()).value;
 *   const body = { jwe: await encryptPayload(jwks, { username, password }) };
 */
import { CompactEncrypt, importJWK } from 'jose';
import type { JWK } from 'jose';

export interface PublicJwks {
  keys: (JWK & { kid?: string })[];
}

/** Compact JWE (RSA-OAEP-256 + A256GCM) of JSON.stringify(payload), kid in the protected header. keys[0] unless kid is given. */
export async function encryptPayload(jwks: PublicJwks, payload: unknown, kid?: string): Promise<string> {
  const jwk = kid ? jwks.keys.find((k) => k.kid === kid) : jwks.keys[0];
  if (!jwk?.kid) throw new Error(kid ? `encryptPayload: no key ${kid} in the JWKS` : 'encryptPayload: empty JWKS');
  const key = await importJWK({ ...jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}
