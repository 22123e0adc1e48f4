/**
 * What the world's copy is written against: the content language of a request and the merchant's brand, with
 * money and dates formatted the way that language writes them.
 */

/** Languages the world has copy for; every other language is answered in EN. */
export const CONTENT_LANGUAGES = ['EN', 'TY', 'PT'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A request's `Language` (any case; PT-BR counts as PT) as a content language, EN when there is no copy. */
export function contentLanguage(code: string | undefined): ContentLanguage {
  const c = (code ?? '').toUpperCase();
  if (c === 'TY' || c === 'FIL') return 'TY';
  if (c === 'PT' || c.startsWith('PT-')) return 'PT';
  return 'EN';
}

const LOCALE: Record<ContentLanguage, string> = { EN: 'en-PH', TY: 'fil-PH', PT: 'pt-BR' };

/** Money figures of the copy are written for pesos; other currencies scale them to amounts their players know. */
const SCALE: Record<string, number> = { PHP: 1, BRL: 0.1, USD: 0.02, EUR: 0.02, THB: 0.6, VND: 400 };

/** The mobile wallet a market deposits with. */
const WALLET: Record<string, string> = { PHP: 'GCash', BRL: 'Pix' };

export interface Brand {
  /** Shown name, e.g. "Royal Ace". */
  name: string;
  /** ISO 4217, e.g. "PHP". */
  currency: string;
  /** Advertised welcome bonus, major units of `currency`. */
  welcomeBonus?: number;
}

/** Everything a piece of copy needs: brand, language, and its formatters. */
export interface CopyContext {
  lang: ContentLanguage;
  brand: string;
  /** A peso figure in the merchant's currency, rounded to a figure a marketer would print. */
  money(pesos: number): string;
  /** An amount already in the merchant's currency. */
  exact(amount: number): string;
  /** A date (epoch ms, UTC), e.g. "15 Jan 2026". */
  date(ms: number): string;
  /** Date and time (UTC), e.g. "15 Jan 2026, 02:00". */
  dateTime(ms: number): string;
  /** The market's mobile wallet (GCash, Pix) or a generic e-wallet. */
  wallet: string;
  welcomeBonus?: number;
}

/** Two significant figures: 131,000 stays, 2,973 becomes 3,000. */
function roundNicely(n: number): number {
  if (n < 10) return Math.max(1, Math.round(n));
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

export function copyContext(lang: ContentLanguage, brand: Brand): CopyContext {
  const locale = LOCALE[lang];
  const currency = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: brand.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const day = new Intl.DateTimeFormat(lang === 'EN' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const wallet = WALLET[brand.currency] ?? { EN: 'e-wallet', TY: 'e-wallet', PT: 'carteira digital' }[lang];
  return {
    lang,
    brand: brand.name,
    money: (pesos) => currency.format(roundNicely(pesos * (SCALE[brand.currency] ?? 1))),
    exact: (amount) => currency.format(amount),
    date: (ms) => day.format(ms),
    dateTime: (ms) => `${day.format(ms)}, ${time.format(ms)} UTC`,
    wallet,
    ...(brand.welcomeBonus ? { welcomeBonus: brand.welcomeBonus } : {}),
  };
}

/** One text per content language. */
export type Localised<T> = Record<ContentLanguage, T>;

export const escapeHtml = (text: string): string =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
