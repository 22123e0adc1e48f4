import type { DOMPurify } from 'dompurify';

/**
 * What server HTML (announcements, help, promotions, mail) may contain: text formatting, links, images, lists, tables
 * and media, with no styles, forms, frames, scripts or document-level elements (`base`, `meta`, `link`), and no `id`
 * or `name` (a server string must not clobber the page's own ids). An element outside the list goes with its content,
 * as the built-in sanitiser does it. One list for both sanitisers, so every browser shows the same markup.
 */
export const ALLOWED_ELEMENTS = [
  ...['a', 'abbr', 'address', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption'],
  ...['center', 'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em'],
  ...['figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i'],
  ...['img', 'ins', 'kbd', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's'],
  ...['samp', 'section', 'small', 'source', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody'],
  ...['td', 'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr'],
];
export const ALLOWED_ATTRIBUTES = [
  ...['align', 'alt', 'border', 'cellpadding', 'cellspacing', 'class', 'color', 'colspan', 'controls', 'datetime'],
  ...['dir', 'face', 'height', 'href', 'lang', 'loop', 'muted', 'open', 'poster', 'rel', 'rowspan', 'scope', 'size'],
  ...['src', 'srcset', 'start', 'target', 'title', 'valign', 'width'],
];

/** The browser's own sanitiser (Chromium 146+, Firefox 148+): its safe `setHTML` always drops scripts and handlers. */
interface NativeSanitizing {
  setHTML(html: string, options: typeof NATIVE_OPTIONS): void;
}
export const NATIVE_OPTIONS = { sanitizer: { elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES } };
/**
 * The same list for DOMPurify, which also needs text named; as a fragment, the nodes it checked are the ones inserted,
 * with no second parse of a string.
 */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_ELEMENTS, '#text'],
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  KEEP_CONTENT: false,
  RETURN_DOM_FRAGMENT: true as const,
};
const hasNativeSanitizer = () => typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

let purifier: DOMPurify | undefined;

/**
 * Where the browser sanitises by itself nothing is downloaded; elsewhere DOMPurify (11 kB) is fetched on first use,
 * so no page pays for it before it shows server HTML.
 */
export async function loadSanitizer(): Promise<void> {
  if (hasNativeSanitizer()) return;
  purifier ??= (await import('dompurify')).default;
}

/** True when `setSanitizedHtml` can run now, so a box can open with its content in place. */
export const sanitizerReady = (): boolean => hasNativeSanitizer() || purifier !== undefined;

/** Replaces the element's content with the sanitised server HTML. Call only once `sanitizerReady()`. */
export function setSanitizedHtml(element: Element, html: string): void {
  if (hasNativeSanitizer()) {
    (element as Element & NativeSanitizing).setHTML(html, NATIVE_OPTIONS);
    return;
  }
  if (!purifier) throw new Error('setSanitizedHtml before loadSanitizer');
  element.replaceChildren(purifier.sanitize(html, PURIFY_CONFIG));
}
