import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Words that stay as they are in a translation, per language, each with the reason a reviewer accepted it. Anything
 * else equal to its English string is English left in the dictionary.
 */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  '*': {
    Facebook: 'brand name',
    GCash: 'brand name (an e-wallet)',
    Instagram: 'brand name',
    LINE: 'brand name',
    Telegram: 'brand name',
    TikTok: 'brand name',
    Viber: 'brand name',
    WhatsApp: 'brand name',
    X: 'brand name',
    YouTube: 'brand name',
    Zalo: 'brand name',
    'E-Sports': 'loanword: the name players use in Filipino and Portuguese',
    'E-sports': 'loanword: the name players use in Filipino and Portuguese',
    'E-mail': 'loanword: the usual word in Filipino and Portuguese forms',
    Captcha: 'technical term used as is',
    Jackpot: 'loanword: the usual word on Filipino and Portuguese casino sites',
    Blog: 'loanword: the word Filipino and Portuguese sites use for their blog',
  },
  ty: {
    Bonus: 'Filipino loanword (bonus), the usual word on Filipino sites',
    Email: 'Filipino loanword, the usual word in contact lists',
    Password: 'Filipino loanword, the word Filipino sign-in forms use',
  },
  pt: {
    Menu: 'the same word in Portuguese',
    Slots: 'loanword: what Portuguese casino sites call slot machines',
    Cashback: 'loanword: what Brazilian casino and shopping sites call money back',
  },
};

const localesDir = import.meta.dirname;
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, unknown>;

function flatten(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)]],
  );
}

/** A string with no word of its own (only placeholders, digits and punctuation) reads the same in every language. */
const hasWords = (value: string) => /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

const namespaces = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));

describe.each(['ty', 'pt'])('the %s dictionary', (language) => {
  it('has every English key and no other', () => {
    for (const file of namespaces) {
      const english = flatten(read('en', file)).map(([k]) => k);
      const translated = flatten(read(language, file)).map(([k]) => k);
      expect({ file, keys: translated.sort() }).toEqual({ file, keys: english.sort() });
    }
  });

  it('translates every string (brand names and reviewed loanwords aside)', () => {
    const allowed = { ...SAME_AS_ENGLISH['*'], ...SAME_AS_ENGLISH[language] };
    const untranslated: string[] = [];
    for (const file of namespaces) {
      const translated = new Map(flatten(read(language, file)));
      for (const [key, english] of flatten(read('en', file))) {
        if (translated.get(key) === english && hasWords(english) && !(english in allowed))
          untranslated.push(`${file} ${key}: "${english}"`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('uses every entry of its allow-list (a stale entry is removed, not kept)', () => {
    const same = new Set<string>();
    for (const file of namespaces) {
      const translated = new Map(flatten(read(language, file)));
      for (const [key, english] of flatten(read('en', file))) if (translated.get(key) === english) same.add(english);
    }
    expect(Object.keys(SAME_AS_ENGLISH[language]!).filter((word) => !same.has(word))).toEqual([]);
  });
});
