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
 * Readies the money format of a language before the first render that shows an amount. The first number or date format
 * of a page builds the browser's locale tables: 15 to 50 ms in one call on the bench machine, four times that on a
 * phone. Chromium keeps them for the whole renderer process, workers included, so a worker builds them on a thread of
 * its own and the page's own first format then costs a fraction of a millisecond. The money format is made once the
 * worker is done, in a task of its own: where the worker could not start or a browser keeps such tables per thread, it
 * costs there what it always did.
 */
export function warmMoneyFormat(locale: string): void {
  const warmHere = () => setTimeout(() => formatMoney(0, locale), 0);
  try {
    const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: locale });
    worker.onmessage = worker.onerror = warmHere;
  } catch {
    warmHere(); // no workers here (or none from the assets' origin)
  }
}
