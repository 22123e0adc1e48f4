const PLACEHOLDER = '<!--wl-merchant-->';
const META = /<meta name="wl-merchant" content="[^"]*" \/>/;

/** Pins the page to one merchant folder (`--merchant <code>`); without a code the domain map decides. */
export function merchantMetaTag(html: string, merchant: string | undefined): string {
  if (!merchant) return html;
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(merchant))
    throw new Error(`--merchant "${merchant}" is not a valid merchant code`);
  const tag = `<meta name="wl-merchant" content="${merchant}" />`;
  return META.test(html) ? html.replace(META, tag) : html.replace(PLACEHOLDER, tag);
}
