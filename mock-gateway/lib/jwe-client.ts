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
export function encryptPayload(jwks: PublicJwks, payload: unknown, kid?: string): Promise<string> {
  return encryptText(jwks, JSON.stringify(payload), kid);
}

/** The same for a text as it is (tests send plaintext that is not JSON, or JSON no object could produce). */
export async function encryptText(jwks: PublicJwks, text: string, kid?: string): Promise<string> {
  const jwk = kid ? jwks.keys.find((k) => k.kid === kid) : jwks.keys[0];
  if (!jwk?.kid) throw new Error(kid ? `encryptPayload: no key ${kid} in the JWKS` : 'encryptPayload: empty JWKS');
  const key = await importJWK({ ...jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(text))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

/**
 * Logs in by username through a gateway, as the site does (JWE body), and returns the session token. `headers` are
 * the gateway headers (Merchant, Device, Language, X-Gateway-Version; X-Mock-Session to pick a mock session).
 */
export async function loginThroughGateway(
  baseUrl: string,
  headers: Record<string, string>,
  username: string,
  password: string,
): Promise<string> {
  const jwks = ((await (await fetch(`${baseUrl}/wps/system/jwks`, { headers })).json()) as { value: PublicJwks }).value;
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ jwe: await encryptPayload(jwks, { username, password, type: 'username' }) }),
  });
  const body = (await res.json()) as { success?: boolean; value?: { token: string }; errorCode?: string };
  if (!body.success || !body.value) throw new Error(`login as ${username} failed: ${body.errorCode ?? res.status}`);
  return body.value.token;
}
