import { describe, expect, it } from 'vitest';
import { parseJson, pointer } from './json-access.ts';

const failure = (text: string) => {
  const result = parseJson(text);
  if (result.ok) throw new Error('expected a failure');
  return result.message;
};

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, "x", null]}')).toEqual({ ok: true, value: { a: [1, 'x', null] } });
  });

  it('says where a syntax error is and what was expected, the same on every Node version', () => {
    expect(failure('{\n  "code": "royal",\n  "brand": }')).toBe(
      'invalid JSON at line 3, column 12: expected a value, found "}"',
    );
    expect(failure('{"a": 1,}')).toBe(
      'invalid JSON at line 1, column 9: expected a property after the comma (or remove the comma before "}"), found "}"',
    );
    expect(failure('{\n  "a": [1 2]\n}')).toBe('invalid JSON at line 2, column 11: expected "," or "]", found "2"');
    expect(failure("{'a': 1}")).toBe(
      'invalid JSON at line 1, column 2: expected a property name in double quotes, found "\'"',
    );
    expect(failure('{"a": 1}x')).toBe('invalid JSON at line 1, column 9: expected the end of the file, found "x"');
    expect(failure('{"a": "x')).toBe(
      'invalid JSON at line 1, column 9: expected a closing double quote, found the end of the file',
    );
    expect(failure('')).toBe('invalid JSON at line 1, column 1: expected a value, found the end of the file');
  });
});

describe('pointer', () => {
  it('escapes ~ and / (RFC 6901)', () => {
    expect(pointer('hosts', 'a/b', 'c~d', 3)).toBe('/hosts/a~1b/c~0d/3');
  });
});
