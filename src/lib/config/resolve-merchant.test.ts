import { describe, expect, it } from 'vitest';
import { platformMerchantCode, resolveMerchantCode } from './resolve-merchant';

const map = { defaultMerchant: 'royal', hosts: { 'royalace.example': 'royal', 'solbet.example': 'solbet' } };

describe('merchant resolution', () => {
  it('picks the merchant that owns the host, ignoring case and a trailing dot', () => {
    expect(resolveMerchantCode('SolBet.example.', map)).toBe('solbet');
  });
  it('falls back to the default merchant for an unknown host', () => {
    expect(resolveMerchantCode('127.0.0.1', map)).toBe('royal');
  });
  it('lets --merchant win over the host', () => {
    expect(resolveMerchantCode('royalace.example', map, 'solbet')).toBe('solbet');
  });
  it('gives an alternate domain its own platform merchant code', () => {
    const codes = { default: 'RA88', byDomain: { 'm.royalace.example': 'RA89' } };
    expect(platformMerchantCode('m.royalace.example', codes)).toBe('RA89');
    expect(platformMerchantCode('royalace.example', codes)).toBe('RA88');
  });
});
