import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, toMinor } from './amount';

describe('parseAmount', () => {
  it('reads the locale’s separators into integer minor units', () => {
    expect(parseAmount('1,234.50', 'en-US')).toEqual({ minor: 123_450 });
    expect(parseAmount('1.234,50', 'pt-BR')).toEqual({ minor: 123_450 });
    expect(parseAmount(' 10 ', 'fil-PH')).toEqual({ minor: 1_000 });
    expect(parseAmount('0.1', 'en-US')).toEqual({ minor: 10 });
  });

  it('names what is wrong', () => {
    expect(parseAmount('', 'en-US')).toEqual({ problem: 'required' });
    expect(parseAmount('12.345', 'en-US')).toEqual({ problem: 'decimals' });
    expect(parseAmount('-5', 'en-US')).toEqual({ problem: 'format' });
    expect(parseAmount('1e3', 'en-US')).toEqual({ problem: 'format' });
    expect(parseAmount('0.00', 'en-US')).toEqual({ problem: 'positive' });
  });
});

describe('formatAmount', () => {
  it('puts the gateway’s symbol where the gateway says, with 2 decimals', () => {
    expect(formatAmount(5120.5, { currencySymbol: '₱' }, 'en-US')).toBe('₱ 5,120.50');
    expect(formatAmount(5120.5, { currencySymbol: 'R$', currencyPosition: 'B' }, 'pt-BR')).toBe('5.120,50 R$');
  });

  it('never sums floats: 0.1 + 0.2 is 30 minor units', () => {
    expect(toMinor(0.1) + toMinor(0.2)).toBe(30);
  });
});
