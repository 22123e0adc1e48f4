import { describe, expect, it } from 'vitest';
import type { Finding } from './api';
import { messagesByPointer, pointerOf } from './findings';

const finding = (pointer: string, message: string): Finding => ({
  name: 'royal/merchant.json',
  file: 'site-config/royal/merchant.json',
  pointer,
  message,
});

describe('findings on form fields', () => {
  it("keys each message by its field's pointer, only for the section's keys", () => {
    const byPointer = messagesByPointer(
      [
        finding('/footer/help/0/labelKey', 'no translation'),
        finding('/footer/help/0/labelKey', 'second'),
        finding('/brand/name', 'elsewhere'),
        finding('', 'whole file'),
      ],
      ['footer'],
    );
    expect([...byPointer]).toEqual([['/footer/help/0/labelKey', ['no translation', 'second']]]);
  });

  it("writes a field's data path as the checker's pointer, escaping / and ~", () => {
    expect(pointerOf(['footer', 'help', 0, 'labelKey'])).toBe('/footer/help/0/labelKey');
    expect(pointerOf(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
    expect(pointerOf([])).toBe('');
  });
});
