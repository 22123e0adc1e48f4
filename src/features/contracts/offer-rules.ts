import { parseAmount } from '@/lib/money/amount';

export type OfferProblem = 'downline' | 'rate' | 'max';

/**
 * The offer form's check before anything is sent: a downline chosen, a rate above 0 with at most 2 decimals in the
 * page's language ("0,5" in PT), and not above the agent's own rate of the kind (the gateway checks the same).
 */
export function checkOffer(
  input: { downline: string; rate: string },
  maxRate: number,
  locale: string,
): { rate: number } | { problem: OfferProblem } {
  if (!input.downline) return { problem: 'downline' };
  const parsed = parseAmount(input.rate, locale);
  if ('problem' in parsed) return { problem: 'rate' };
  if (parsed.minor > Math.round(maxRate * 100)) return { problem: 'max' };
  return { rate: parsed.minor / 100 };
}
