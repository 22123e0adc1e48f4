import { createHash } from 'node:crypto';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The CSP hash sources of the `style` attributes in rendered HTML, as the browser hashes them (the attribute's
 * value, entities decoded). A carousel's CSS variables, a marquee's duration: React sets them through the CSSOM in
 * the browser, which CSP does not govern, but in the server's HTML they are attributes the parser applies only when
 * the policy allows them.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set(
    [...html.matchAll(STYLE_ATTRIBUTE)].map((m) => m[1]!.replace(/&(amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!)),
  );
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
}

/** The page's policy allowing exactly those attributes (`'unsafe-hashes'` lets hashes match attributes, nothing else). */
export function allowStyleAttributes(headers: Record<string, string>, html: string): Record<string, string> {
  const hashes = styleAttributeHashes(html);
  const policy = headers['Content-Security-Policy'];
  if (!hashes.length || !policy) return headers;
  return {
    ...headers,
    'Content-Security-Policy': policy.replace(
      /(^|;\s*)style-src ([^;]*)/,
      (_, start: string, sources: string) => `${start}style-src ${sources} 'unsafe-hashes' ${hashes.join(' ')}`,
    ),
  };
}
