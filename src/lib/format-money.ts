/** Money with 2 decimals and thousands separators, in the page language. */
export function formatMoney(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
