// Building an Intl.NumberFormat costs far more than using one, and tiles and counters format on every render.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number | null): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      decimals === null ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    formats.set(key, format);
  }
  return format;
}

/** Money with 2 decimals and thousands separators, in the page language. */
export function formatMoney(amount: number, locale: string): string {
  return numberFormat(locale, 2).format(amount);
}

/** A count (reward counters) with the page language's thousands separators. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, null).format(value);
}
