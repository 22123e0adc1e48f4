import { describe, expect, it } from 'vitest';
import { shareLink } from './referral-page';

describe('referral share link', () => {
  it('uses the platform promotion domain, else this site, with the code for the register page', () => {
    expect(shareLink('RF12X', ['https://promo.example/'], 'https://site.example')).toBe(
      'https://promo.example/register?referralCode=RF12X',
    );
    expect(shareLink('RF12X', [], 'https://site.example')).toBe('https://site.example/register?referralCode=RF12X');
  });
});
