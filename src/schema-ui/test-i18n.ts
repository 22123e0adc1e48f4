import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enLater from '@/locales/en/later.json';
import enSms from '@/locales/en/sms.json';
import tyAuth from '@/locales/ty/auth.json';
import tyCommon from '@/locales/ty/common.json';
import tyLater from '@/locales/ty/later.json';
import tySms from '@/locales/ty/sms.json';

/** Tests only: a synchronous i18next with the bundled EN and TY dictionaries (common, auth, sms and later). */
export function createTestI18n(language: 'EN' | 'TY' = 'EN'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    resources: {
      EN: { common: enCommon, auth: enAuth, sms: enSms, later: enLater },
      TY: { common: tyCommon, auth: tyAuth, sms: tySms, later: tyLater },
    },
    ns: ['common', 'auth', 'sms', 'later'],
    defaultNS: 'common',
    fallbackNS: 'later',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
