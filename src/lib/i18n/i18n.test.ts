// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadNamespace, startI18n } from './i18n';

describe('startI18n', () => {
  it('loads only the chosen language when its dictionary is complete', async () => {
    const i18n = await startI18n('TY', 'EN');
    expect(i18n.hasResourceBundle('TY', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'common')).toBe(false);
    expect(i18n.t('boot.loading')).not.toBe('boot.loading');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('falls back to the default language, then English, for a language without a dictionary', async () => {
    const i18n = await startI18n('MY', 'TY');
    expect(i18n.hasResourceBundle('TY', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'common')).toBe(true);
    expect(i18n.t('boot.loading')).toBe(i18n.getResource('TY', 'common', 'boot.loading'));
  });

  it("leaves the account dialogs' words out of the first screen, loads them on demand and keeps them on a language change", async () => {
    const i18n = await startI18n('TY', 'EN');
    expect(i18n.hasResourceBundle('TY', 'games')).toBe(true);
    expect(i18n.hasResourceBundle('TY', 'auth')).toBe(false);
    await loadNamespace('auth');
    expect(i18n.t('auth:login.title')).toBe(i18n.getResource('TY', 'auth', 'login.title'));
    await i18n.changeLanguage('EN');
    expect(i18n.hasResourceBundle('EN', 'auth')).toBe(true);
  });

  it('loads a namespace asked for during a language change in the new language too', async () => {
    const i18n = await startI18n('TY', 'EN');
    // As after a hydration: the visitor's language replaces the server's while a dialog asks for its words.
    const switched = i18n.changeLanguage('EN');
    await loadNamespace('auth');
    expect(i18n.hasResourceBundle('EN', 'auth')).toBe(true);
    await switched;
    expect(i18n.t('auth:login.title')).toBe(i18n.getResource('EN', 'auth', 'login.title'));
  });
});
