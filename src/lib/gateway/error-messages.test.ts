import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/common.json';
import pt from '@/locales/pt/common.json';
import ty from '@/locales/ty/common.json';
import enLater from '@/locales/en/later.json';
import ptLater from '@/locales/pt/later.json';
import tyLater from '@/locales/ty/later.json';
import { errorMessage, errorMessageKey, FIRST_SCREEN_MESSAGE_KEYS, learnMessageKeys } from './error-messages';
import { LATER_MESSAGE_KEYS } from './later-error-messages';
import { GatewayError } from './gateway-error';

describe('error messages', () => {
  it("have a sentence in every language for every code they know, in the first screen's words or the later ones", () => {
    const sentences = { en: [en, enLater], ty: [ty, tyLater], pt: [pt, ptLater] };
    for (const [language, dictionaries] of Object.entries(sentences)) {
      const known = new Set(dictionaries.flatMap((d) => Object.keys(d.errors)));
      const keys = [...Object.values(FIRST_SCREEN_MESSAGE_KEYS), ...Object.values(LATER_MESSAGE_KEYS), 'unknown'];
      expect(
        keys.filter((k) => !known.has(k)),
        language,
      ).toEqual([]);
    }
  });

  it("know a code on the first screen only when its sentence is in the first screen's words", () => {
    // The later codes reach the lookup with the later dictionary's pages; a first-screen code must read at once.
    expect(Object.values(FIRST_SCREEN_MESSAGE_KEYS).filter((k) => !(k in en.errors))).toEqual([]);
    expect(Object.values(LATER_MESSAGE_KEYS).filter((k) => !(k in enLater.errors))).toEqual([]);
    expect(Object.keys(LATER_MESSAGE_KEYS).filter((code) => code in FIRST_SCREEN_MESSAGE_KEYS)).toEqual([]);
  });

  it("keep in the first screen's words what a visitor on a landing page can meet (network, session, game start)", () => {
    for (const key of [
      'network',
      'timeout',
      'unknown',
      'sessionEnded',
      'pleaseLogin',
      'maintenance',
      'gameMaintenance',
    ])
      expect(en.errors, key).toHaveProperty(key);
    for (const key of ['balanceLow', 'trialNeedsAccount', 'tooManyRequests', 'chunkLoad'])
      expect(en.errors, key).toHaveProperty(key);
  });
  it('give each known code its own sentence', () => {
    expect(errorMessageKey(new GatewayError('sms_quota_insufficient', 'x', 403))).toBe('errors.smsQuota');
    expect(errorMessageKey(new GatewayError('client.timeout', 'x', 0))).toBe('errors.timeout');
  });
  it('say a wrong password is wrong, not badly formatted', () => {
    expect(errorMessageKey(new GatewayError('login.password.invalid', 'x', 400))).toBe('errors.loginWrong');
  });
  it('read an unexplained server failure or a thrown non-gateway error as a broken network link', () => {
    expect(errorMessageKey(new GatewayError('http.503', '', 503))).toBe('errors.network');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
  it('fall back to a generic sentence for an unknown client-side code', () => {
    expect(errorMessageKey(new GatewayError('something.new', 'x', 400))).toBe('errors.unknown');
  });
});

describe('rate-limit messages', () => {
  const limited = (ms: number, code = 'TOO_MANY_REQUESTS') =>
    new GatewayError(code, 'Too many requests', 429, { retryAfterMs: ms, retryAt: 0 });
  const dictionaries = { en, ty, pt };
  const translate = async (lang: keyof typeof dictionaries, error: unknown) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { common: dictionaries[lang] } }, defaultNS: 'common' });
    const { key, values } = errorMessage(error);
    return i18n.t(key, values);
  };

  it('name the wait the gateway asks for, in seconds then in minutes, rounded up', () => {
    expect(errorMessage(limited(1))).toEqual({ key: 'errors.waitSeconds', values: { count: 1 } });
    expect(errorMessage(limited(30_500))).toEqual({ key: 'errors.waitSeconds', values: { count: 31 } });
    expect(errorMessage(limited(5 * 60_000))).toEqual({ key: 'errors.waitMinutes', values: { count: 5 } });
    expect(errorMessage(limited(800, 'sms_throttled'))).toEqual({ key: 'errors.waitSeconds', values: { count: 1 } });
    // Without a wait it is the code's own sentence.
    expect(errorMessage(new GatewayError('TOO_MANY_REQUESTS', 'x', 429))).toEqual({ key: 'errors.tooManyRequests' });
    expect(errorMessage(new GatewayError('balance_not_enough', 'x', 400))).toEqual({ key: 'errors.balanceLow' });
  });

  it('read as a sentence with the number in English, Filipino and Portuguese', async () => {
    expect(await translate('en', limited(120_000))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(await translate('en', limited(1_000))).toBe('Too many attempts. Please try again in 1 second.');
    expect(await translate('ty', limited(45_000))).toBe(
      'Masyadong maraming pagsubok. Subukang muli pagkalipas ng 45 segundo.',
    );
    expect(await translate('pt', limited(10 * 60_000))).toBe(
      'Demasiadas tentativas. Tente novamente dentro de 10 minutos.',
    );
  });

  it('tell the user to check the balance when a money call could not be confirmed', async () => {
    const unconfirmed = new GatewayError('client.money_unconfirmed', 'timeout', 0);
    expect(await translate('en', unconfirmed)).toContain('check it before trying again');
    expect(await translate('pt', unconfirmed)).toContain('verifique-o');
  });
});

describe('refused logins of a member on a break', () => {
  // Noon UTC: the same day in every time zone the site is used in.
  const until = Date.UTC(2026, 11, 6, 12, 0);
  const refused = (code: string) => new GatewayError(code, 'blocked', 403, { until });
  const later = { en: enLater, ty: tyLater, pt: ptLater };
  const translate = async (lang: keyof typeof later, locale: string, error: unknown) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { later: later[lang] } }, defaultNS: 'later' });
    const { key, values } = errorMessage(error, (ms) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(ms),
    );
    return i18n.t(key, values);
  };

  it('name the day the break ends in the page language', async () => {
    // The account dialogs load the later sentences' codes with their words.
    learnMessageKeys(LATER_MESSAGE_KEYS);
    expect(await translate('en', 'en', refused('account_timed_out'))).toMatch(
      /^You are taking a break: you can log in again from December 6, 2026.+\.$/,
    );
    expect(await translate('ty', 'fil', refused('account_self_excluded'))).toMatch(
      /^Ibinukod mo ang iyong sarili: maaari kang mag-log in muli mula Disyembre 6, 2026.+\.$/,
    );
    expect(await translate('pt', 'pt-BR', refused('account_timed_out'))).toMatch(
      /^Está a fazer uma pausa: pode entrar novamente a partir de 6 de dezembro de 2026.+\.$/,
    );
  });

  it('fall back to an unambiguous yyyy-mm-dd when the language is not known', () => {
    expect(errorMessage(refused('account_timed_out')).values).toEqual({ until: '2026-12-06' });
  });
});
