/**
 * Encryption of E-endpoint bodies. The default speaks JWE compact (RSA-OAEP-256 + A256GCM) with a key from the
 * gateway's JWKS; an operator whose gateway uses another scheme provides another PayloadCipher.
 */
export interface PayloadCipher {
  /** The request body to send in place of `payload`. */
  encrypt(payload: unknown): Promise<unknown>;
  /** Drop cached keys, e.g. after the gateway says the key is unknown (rotation). */
  forgetKeys(): void;
}

/** A public key as the gateway's JWKS lists it. */
export interface PublicJwk {
  kty: string;
  kid?: string;
  alg?: string;
  use?: string;
}

export function createJweCipher(fetchJwks: () => Promise<{ keys: readonly PublicJwk[] }>): PayloadCipher {
  let key: Promise<{ jwk: PublicJwk; jose: typeof import('jose') }> | null = null;
  const currentKey = () =>
    (key ??= Promise.all([fetchJwks(), import('jose')])
      .then(([jwks, jose]) => {
        // The first encryption key in the set is the current one; older keys stay listed during a rotation overlap.
        const jwk = jwks.keys.find((k) => k.use !== 'sig' && (k.alg ?? 'RSA-OAEP-256') === 'RSA-OAEP-256');
        if (!jwk?.kid) throw new Error('the gateway published no RSA-OAEP-256 key with a kid');
        return { jwk, jose };
      })
      .catch((error: unknown) => {
        key = null;
        throw error;
      }));
  return {
    async encrypt(payload) {
      const { jwk, jose } = await currentKey();
      const publicKey = await jose.importJWK(jwk as import('jose').JWK, 'RSA-OAEP-256');
      const jwe = await new jose.CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
        .encrypt(publicKey);
      return { jwe };
    },
    forgetKeys() {
      key = null;
    },
  };
}
