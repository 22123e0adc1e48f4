/**
 * Images that members send (deposit slips, proofs that a payout was not received, promotion applications), as the
 * platform takes them: data URLs in a JSON body. The gateway trusts neither the file name nor the declared type: it
 * reads the leading bytes, enforces size and count itself, and keeps the image under a name of its own.
 */

/** SPEC §5 and §9: png or jpg, at most 5 MB each, at most 3. */
export const IMAGE_UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;

export type ImageKind = 'png' | 'jpeg';

/** An accepted image: the gateway's own id, the type read from its bytes, its size. Never a client file name. */
export interface StoredImage {
  id: string;
  kind: ImageKind;
  bytes: number;
}

export type UploadRefusal =
  | { reason: 'count'; count: number; max: number }
  | { reason: 'encoding'; index: number }
  | { reason: 'type'; index: number }
  | { reason: 'size'; index: number; bytes: number; max: number };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The image type its leading bytes say, whatever it claims to be. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  return null;
}

/** The bytes of a base64 data URL (`data:<any type>;base64,...`), or null when it is not one. */
export function dataUrlBytes(value: unknown): Uint8Array | null {
  if (typeof value !== 'string') return null;
  const match = /^data:[\w.+/-]*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(value);
  if (!match) return null;
  return Buffer.from(match[1]!, 'base64');
}

/**
 * Checks a member's images and gives each an id of the gateway's making (`nextId`), or says what is wrong with the
 * first bad one. Count first, so a fourth image is refused before anything is decoded.
 */
export function acceptImages(
  dataUrls: readonly unknown[],
  nextId: () => string,
  limits: { maxBytes: number; maxCount: number } = IMAGE_UPLOAD_LIMITS,
): { ok: true; images: StoredImage[] } | ({ ok: false } & UploadRefusal) {
  if (dataUrls.length > limits.maxCount)
    return { ok: false, reason: 'count', count: dataUrls.length, max: limits.maxCount };
  const images: StoredImage[] = [];
  for (const [index, value] of dataUrls.entries()) {
    const bytes = dataUrlBytes(value);
    if (!bytes || bytes.length === 0) return { ok: false, reason: 'encoding', index };
    if (bytes.length > limits.maxBytes)
      return { ok: false, reason: 'size', index, bytes: bytes.length, max: limits.maxBytes };
    const kind = sniffImage(bytes);
    if (!kind) return { ok: false, reason: 'type', index };
    images.push({ id: nextId(), kind, bytes: bytes.length });
  }
  return { ok: true, images };
}
