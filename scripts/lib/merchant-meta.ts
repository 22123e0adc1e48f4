const PLACEHOLDER = '<!--wl-merchant-->';
const PINNED = /<meta name="wl-merchant" content="[^"]*" \/>(<link [^>]+>)*/;

/**
 * Pins the page to one merchant folder and lets the browser fetch its config while the scripts load.
 * Without a code the page finds its merchant through domains.json.
 */
export function merchantMetaTag(html: string, merchant: string | undefined): string {
  if (!merchant) return html;
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(merchant))
    throw new Error(`--merchant "${merchant}" is not a valid merchant code`);
  const preload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;
  const tags =
    `<meta name="wl-merchant" content="${merchant}" />` +
    preload(`/site-config/${merchant}/merchant.json`) +
    preload('/site-config/navigation.json');
  return PINNED.test(html) ? html.replace(PINNED, tags) : html.replace(PLACEHOLDER, tags);
}
