import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/auth.json';
import { REGISTRATION_FIELDS } from '@/schema-ui/registration-fields';
import { KNOWN_PATTERN_IDS } from '@/schema-ui/validate';

/** The translations test of tests/unit checks `t('key')` against common; these namespaced `auth:` keys are checked here. */
const root = path.resolve(import.meta.dirname, '../..');

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.startsWith('test-')
      ? [path.join(dir, d.name)]
      : [],
  );
}

describe('auth translations', () => {
  it('has an English string for every literal auth: key in the code', () => {
    const used = new Set<string>();
    for (const file of [...sources(path.join(root, 'features/auth')), ...sources(path.join(root, 'schema-ui'))]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'auth:([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !has(k))).toEqual([]);
  });

  it('has the keys built at run time: field labels, pattern messages, tabs, methods, channels, reasons', () => {
    const dynamic = [
      ...REGISTRATION_FIELDS.map((f) => f.labelKey.replace(/^auth:/, '')),
      ...['oldPassword', 'newPassword', 'confirmNewPassword'].map((f) => `field.${f}`),
      ...KNOWN_PATTERN_IDS.flatMap((id) => [`reg_pattern_${id}`, `reg_pattern_${id}_exact`]),
      'reg_length',
      'reg_length_exact',
      'login.tab.username',
      'login.tab.mobile',
      'register.tab.username',
      'register.tab.mobile',
      'forgot.by.email',
      'forgot.by.mobile',
      ...['mobile', 'email', 'bankAccountName', 'authenticator'].flatMap((m) => [
        `verify.methods.${m}`,
        `verify.answer.${m}`,
      ]),
      'welcome.channel.ZALO',
      'welcome.channel.WHATSAPP',
      'change.reason.weak',
      'change.reason.expired',
      // Dialog titles for the lead's <Dialog>.
      'login.title',
      'register.title',
      'forgot.title',
      'change.title',
      'welcome.title',
    ];
    expect(dynamic.filter((k) => !has(k))).toEqual([]);
  });

  it('names one number in every _exact pattern message', () => {
    const messages = en as Record<string, unknown>;
    for (const id of KNOWN_PATTERN_IDS) expect(String(messages[`reg_pattern_${id}_exact`])).not.toContain('{{max}}');
  });
});
