import { describe, expect, it } from 'vitest';
import { checkOffer } from './offer-rules';

describe('contract offer check', () => {
  it('takes a rate in the page language up to the agent own rate', () => {
    expect(checkOffer({ downline: 'sub1', rate: '25' }, 35, 'en')).toEqual({ rate: 25 });
    expect(checkOffer({ downline: 'sub1', rate: '0,75' }, 1.5, 'pt-BR')).toEqual({ rate: 0.75 });
    expect(checkOffer({ downline: 'sub1', rate: '35' }, 35, 'en')).toEqual({ rate: 35 });
  });
  it('names the first problem', () => {
    expect(checkOffer({ downline: '', rate: '1' }, 35, 'en')).toEqual({ problem: 'downline' });
    expect(checkOffer({ downline: 'a', rate: '' }, 35, 'en')).toEqual({ problem: 'rate' });
    expect(checkOffer({ downline: 'a', rate: '0' }, 35, 'en')).toEqual({ problem: 'rate' });
    expect(checkOffer({ downline: 'a', rate: '1.555' }, 35, 'en')).toEqual({ problem: 'rate' });
    expect(checkOffer({ downline: 'a', rate: 'abc' }, 35, 'en')).toEqual({ problem: 'rate' });
    expect(checkOffer({ downline: 'a', rate: '35.01' }, 35, 'en')).toEqual({ problem: 'max' });
  });
});
