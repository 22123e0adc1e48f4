import { describe, expect, it } from 'vitest';
import { visibleSocialLinks } from './social';

const links = [
  { network: 'facebook' as const, url: 'https://facebook.com/royal' },
  { network: 'telegram' as const, url: 'https://t.me/royal' },
];

describe('social links', () => {
  it('show Facebook on the brand own domains', () => {
    expect(visibleSocialLinks(links, 'RoyalAce.example', ['royalace.example'])).toHaveLength(2);
  });
  it('hide Facebook elsewhere but keep the other networks', () => {
    expect(visibleSocialLinks(links, 'mirror.example', ['royalace.example']).map((l) => l.network)).toEqual([
      'telegram',
    ]);
  });
});
