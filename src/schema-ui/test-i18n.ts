import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import tyAuth from '@/locales/ty/auth.json';
import tyCommon from '@/locales/ty/common.json';

/** Tests only: a synchronous i18next with the bundled EN and TY dictionaries (common and auth). */
export function createTestI18n(language: 'EN' | 'TY' = 'EN'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    resources: { EN: { common: enCommon, auth: enAuth }, TY: { common: tyCommon, auth: tyAuth } },
    ns: ['common', 'auth'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
