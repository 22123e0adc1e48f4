/**
 * Logos and icons an operator uploads: accepted by what the bytes are, not by the name or the browser's type, and
 * kept small (the footer and header load them on every page).
 */
export const MAX_ASSET_BYTES = 256 * 1024;

export type AssetKind = 'svg' | 'png' | 'webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the file is, or why it is refused. */
export function checkAsset(content: Buffer): { ok: true; kind: AssetKind } | { ok: false; message: string } {
  if (content.length === 0) return { ok: false, message: 'the file is empty' };
  if (content.length > MAX_ASSET_BYTES) {
    return {
      ok: false,
      message: `the file is ${Math.ceil(content.length / 1024)} kB; logos and icons may be at most ${MAX_ASSET_BYTES / 1024} kB`,
    };
  }
  if (content.subarray(0, 8).equals(PNG)) return { ok: true, kind: 'png' };
  if (content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP')
    return { ok: true, kind: 'webp' };
  const text = content.toString('utf8');
  // An SVG: optional XML declaration, comments and doctype, then the <svg> element.
  if (/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) {
    // The site shows logos through <img>, which runs no script, but a file opened on its own would: refuse any.
    if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text))
      return { ok: false, message: 'the SVG contains a script or an event handler; export it without them' };
    return { ok: true, kind: 'svg' };
  }
  return { ok: false, message: 'the file is not an SVG, PNG or WebP image' };
}

/** The name it is stored under in the merchant's assets/: the operator's name, tidied, with the right extension. */
export function assetName(original: string, kind: AssetKind): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '')
      .slice(0, 60) || 'image';
  return `${base}.${kind}`;
}
