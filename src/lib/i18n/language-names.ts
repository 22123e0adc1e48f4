import type { PlatformLanguage } from './languages';

/**
 * Native names, so a player finds their language whatever the page is in. Only the language menu (in the side menu's
 * lazily loaded content) shows them: a module of their own keeps them out of the first screen.
 */
export const LANGUAGE_NAMES: Partial<Record<PlatformLanguage, string>> = {
  EN: 'English',
  TY: 'Filipino',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  CN: '简体中文',
  TW: '繁體中文',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  MY: 'မြန်မာ',
  KO: '한국어',
  JA: '日本語',
  ES: 'Español',
  HI: 'हिन्दी',
};
