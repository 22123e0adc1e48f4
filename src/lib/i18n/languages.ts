/**
 * The platform's language catalogue and its BCP-47 tags. Traps: TY is Filipino, MY is Burmese, MS is Malay.
 */
export const LANGUAGE_TAGS = {
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  TH: 'th',
  AR: 'ar',
  BN: 'bn',
  EN: 'en',
  ES: 'es',
  FA: 'fa',
  FR: 'fr',
  HI: 'hi',
  ID: 'id',
  JA: 'ja',
  KK: 'kk',
  KM: 'km',
  KO: 'ko',
  LO: 'lo',
  MS: 'ms',
  MY: 'my',
  NE: 'ne',
  'PT-BR': 'pt-BR',
  PT: 'pt',
  RU: 'ru',
  TA: 'ta',
  TR: 'tr',
  TY: 'fil',
  'UR-LA': 'ur-Latn',
  UR: 'ur',
  UZ: 'uz',
  VI: 'vi',
} as const;

export type PlatformLanguage = keyof typeof LANGUAGE_TAGS;

const RTL = new Set<PlatformLanguage>(['AR', 'FA', 'UR']);

export function isPlatformLanguage(code: string | null | undefined): code is PlatformLanguage {
  return !!code && Object.prototype.hasOwnProperty.call(LANGUAGE_TAGS, code);
}

export function bcp47(code: PlatformLanguage): string {
  return LANGUAGE_TAGS[code];
}

export function textDirection(code: PlatformLanguage): 'rtl' | 'ltr' {
  return RTL.has(code) ? 'rtl' : 'ltr';
}
