// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_LANGUAGE_KEY, HISTORY_LANGUAGE_KEY, pickLanguage, storeLanguage } from './language-storage';
import { languageInCookies } from './language-cookie';
import { bcp47 } from './languages';

describe('language choice', () => {
  beforeEach(() => localStorage.clear());

  it('uses the merchant default when nothing is stored', () => {
    expect(pickLanguage(['TY', 'EN'], 'TY')).toBe('TY');
  });
  it('prefers the stored language when the merchant supports it', () => {
    storeLanguage('EN');
    expect(localStorage.getItem(CURRENT_LANGUAGE_KEY)).toBe('EN');
    expect(localStorage.getItem(HISTORY_LANGUAGE_KEY)).toBe('EN');
    expect(pickLanguage(['TY', 'EN'], 'TY')).toBe('EN');
  });
  it('ignores a stored language this merchant does not offer', () => {
    storeLanguage('PT');
    expect(pickLanguage(['TY', 'EN'], 'TY')).toBe('TY');
  });
  it('maps the platform codes that are traps to the right BCP-47 tags', () => {
    expect(bcp47('TY')).toBe('fil');
    expect(bcp47('MY')).toBe('my');
    expect(bcp47('MS')).toBe('ms');
    expect(bcp47('CN')).toBe('zh-Hans');
  });
});

describe('the language cookie', () => {
  it('keeps the stored language for the server that paints the first screen', () => {
    storeLanguage('EN');
    expect(languageInCookies(document.cookie)).toBe('EN');
    expect(languageInCookies('other=1; wl-lang=TY')).toBe('TY');
    expect(languageInCookies('wl-lang=<b>')).toBeNull();
    expect(languageInCookies(undefined)).toBeNull();
  });
});
