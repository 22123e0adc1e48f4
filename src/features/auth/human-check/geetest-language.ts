/** Geetest's words for the platform's languages (v3 `lang`, v4 `language`); English for the ones it does not have. */
const LANGUAGES: Record<string, readonly [v3: string, v4: string]> = {
  CN: ['zh-cn', 'zho'],
  TW: ['zh-tw', 'zho-tw'],
  EN: ['en', 'eng'],
  JA: ['ja', 'jpn'],
  KO: ['ko', 'kor'],
  ID: ['id', 'ind'],
  RU: ['ru', 'rus'],
  AR: ['ar', 'ara'],
  ES: ['es', 'spa'],
  PT: ['pt-pt', 'por'],
  'PT-BR': ['pt-pt', 'por'],
  FR: ['fr', 'fra'],
};

export const geetestLanguage = (platform: string, version: 'v3' | 'v4'): string =>
  (LANGUAGES[platform.toUpperCase()] ?? LANGUAGES.EN!)[version === 'v3' ? 0 : 1];
