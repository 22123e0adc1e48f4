/**
 * Amounts typed by people and amounts shown to them. Money is counted in integer minor units (cents); the contract
 * carries major units with at most 2 decimals, so a value crosses the wire as `minor / 100` and is never summed as a
 * float.
 */
import type { CurrencyPosition } from '@/generated/api-types';
import { formatMoney } from '@/lib/format-money';

export type AmountProblem = 'required' | 'format' | 'decimals' | 'positive';

/** The decimal separator of a locale ("." or ","). */
function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/**
 * Minor units from what a person typed in the page's language: "1,234.50" (en) or "1.234,50" (pt) give 123450.
 * Grouping separators and spaces are ignored; at most 2 decimals.
 */
export function parseAmount(input: string, locale: string): { minor: number } | { problem: AmountProblem } {
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!text) return { problem: 'required' };
  const decimal = decimalSeparator(locale);
  const group = decimal === ',' ? '.' : ',';
  const plain = text.split(group).join('');
  const match = new RegExp(`^(\\d+)(?:\\${decimal}(\\d*))?$`).exec(plain);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { problem: 'decimals' };
  const minor = Number(match[1]) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { problem: 'format' };
  if (minor <= 0) return { problem: 'positive' };
  return { minor };
}

/** Major units as the gateway sends them -> minor units (rounding away float noise such as 0.1 + 0.2). */
/** A page's amount formatter: a major-unit figure as the member's currency shows it. */
export type Money = (major: number) => string;

export const toMinor = (major: number): number => Math.round(major * 100);

/** Minor units -> the contract's major units (exact for any 2-decimal amount). */
export const toMajor = (minor: number): number => minor / 100;

export interface CurrencyFormat {
  currencySymbol: string;
  /** Where the gateway puts the symbol: F before the amount (when it does not say), B after. */
  currencyPosition?: CurrencyPosition;
}

/** An amount with 2 decimals in the page language and the gateway's currency symbol on the gateway's side. */
export function formatAmount(major: number, currency: CurrencyFormat, locale: string): string {
  const number = formatMoney(toMinor(major) / 100, locale);
  return currency.currencyPosition === 'B'
    ? `${number} ${currency.currencySymbol}`
    : `${currency.currencySymbol} ${number}`;
}
