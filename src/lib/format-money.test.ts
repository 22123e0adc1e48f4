import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatMoney, warmMoneyFormat } from './format-money';

describe('formatMoney', () => {
  it('shows two decimals and the language’s separators', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'vi')).toBe('1.234,50');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});

describe('warmMoneyFormat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads the locale data in two later tasks, the locale before the format', () => {
    vi.useFakeTimers();
    const locale = vi.spyOn(Intl.Locale.prototype, 'maximize');
    // `format` is a getter that hands out the bound formatting function (typed as a method).
    const format = vi.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get');
    warmMoneyFormat('km');
    expect(locale).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(locale).toHaveBeenCalledOnce();
    expect(format).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(format).toHaveBeenCalledOnce();
  });
});
