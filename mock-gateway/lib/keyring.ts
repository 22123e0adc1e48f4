/**
 * Which keys one mock session accepts: the current key and, during the overlap after a rotation, the previous one.
 * The overlap ends at the next rotation or when the virtual-time window runs out, whichever comes first.
 */
import { keyAt, keyByKid, type KeyMaterial } from './key-pool.js';

export const DEFAULT_KEY_OVERLAP_MS = 15 * 60_000;

export class Keyring {
  private current = 0;
  private previous: { index: number; until: number } | undefined;

  constructor(private readonly defaultOverlapMs = DEFAULT_KEY_OVERLAP_MS) {}

  currentKey(): Promise<KeyMaterial> {
    return keyAt(this.current);
  }

  /** Public keys to publish at /wps/system/jwks: current first, then the previous one while it overlaps. */
  async publicKeys(now: number): Promise<[KeyMaterial['publicJwk'], ...KeyMaterial['publicJwk'][]]> {
    const keys: [KeyMaterial['publicJwk'], ...KeyMaterial['publicJwk'][]] = [(await keyAt(this.current)).publicJwk];
    if (this.previous && now < this.previous.until) keys.push((await keyAt(this.previous.index)).publicJwk);
    return keys;
  }

  /** Make a new current key; the old one stays accepted for overlapMs of virtual time (or until the next rotation). */
  async rotate(
    now: number,
    overlapMs = this.defaultOverlapMs,
  ): Promise<{ kid: string; previousKid: string; overlapUntil: number }> {
    const old = this.current;
    this.current = this.current + 1;
    const fresh = await keyAt(this.current);
    this.previous = { index: old, until: now + overlapMs };
    return { kid: fresh.kid, previousKid: (await keyAt(old)).kid, overlapUntil: this.previous.until };
  }

  /** The private key for kid if this session accepts it at `now`. */
  async accepted(kid: string, now: number): Promise<KeyMaterial | undefined> {
    const cur = await keyAt(this.current);
    if (cur.kid === kid) return cur;
    if (this.previous && now < this.previous.until) {
      const prev = keyByKid(kid);
      if (prev && prev.index === this.previous.index) return prev;
    }
    return undefined;
  }

  reset(): void {
    this.current = 0;
    this.previous = undefined;
  }
}
