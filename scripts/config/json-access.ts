/**
 * Careful readers for JSON that may not match its schema: cross-file checks run even when schema
 * validation failed, so they must never assume a shape.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectAt(value: unknown, ...path: string[]): JsonObject | undefined {
  const found = at(value, ...path);
  return isObject(found) ? found : undefined;
}

export function arrayAt(value: unknown, ...path: string[]): unknown[] {
  const found = at(value, ...path);
  return Array.isArray(found) ? found : [];
}

export function stringAt(value: unknown, ...path: string[]): string | undefined {
  const found = at(value, ...path);
  return typeof found === 'string' ? found : undefined;
}

export function numberAt(value: unknown, ...path: string[]): number | undefined {
  const found = at(value, ...path);
  return typeof found === 'number' && Number.isFinite(found) ? found : undefined;
}

export function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** JSON pointer (RFC 6901) from path segments. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Parses JSON; on failure says where (line and column) and what was expected there. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const { offset, expected } = locateJsonError(text);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    const found = offset >= text.length ? 'the end of the file' : JSON.stringify(text[offset]);
    return {
      ok: false,
      message: `invalid JSON at line ${line}, column ${column}: expected ${expected}, found ${found}`,
    };
  }
}

/**
 * Finds the first syntax error of a text JSON.parse rejected (V8's own messages differ between Node versions
 * and often give no position).
 */
export function locateJsonError(text: string): { offset: number; expected: string } {
  let i = 0;
  class Stop {
    constructor(readonly expected: string) {}
  }
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) throw new Stop(`${JSON.stringify(word)}`);
      i++;
    }
  };
  const string = () => {
    if (text[i] !== '"') throw new Stop('a string in double quotes');
    i++;
    while (i < text.length && text[i] !== '"') {
      const ch = text.charCodeAt(i);
      if (ch < 0x20) throw new Stop('a closing double quote (line breaks inside strings must be written \\n)');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) throw new Stop('four hex digits after \\u');
          i += 5;
        } else if (text[i] !== undefined && '"\\/bfnrt'.includes(text[i] as string)) i++;
        else throw new Stop('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)');
      } else i++;
    }
    if (i >= text.length) throw new Stop('a closing double quote');
    i++;
  };
  const number = () => {
    const m = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') throw new Stop('a value');
    i += m[0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') throw new Stop('a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') throw new Stop('":" after the property name');
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === '}') throw new Stop('a property after the comma (or remove the comma before "}")');
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        throw new Stop('"," or "}"');
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === ']') throw new Stop('an item after the comma (or remove the comma before "]")');
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        throw new Stop('"," or "]"');
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    if (i < text.length) throw new Stop('the end of the file');
    return { offset: text.length, expected: 'valid JSON' };
  } catch (stop) {
    if (stop instanceof Stop) return { offset: i, expected: stop.expected };
    throw stop;
  }
}

/**
 * Keys written twice in one object of a text JSON.parse accepted (JSON.parse silently keeps the last): the JSON
 * pointer of each repeated key, with the line of its first occurrence.
 */
export function duplicateKeys(text: string): { pointer: string; key: string; firstLine: number }[] {
  const found: { pointer: string; key: string; firstLine: number }[] = [];
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const string = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const lineAt = (offset: number): number => text.slice(0, offset).split('\n').length;
  const value = (path: (string | number)[]): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      const seen = new Map<string, number>();
      for (ws(); text[i] !== '}'; ws()) {
        if (text[i] === ',') i++;
        ws();
        const at = i;
        const key = string();
        if (seen.has(key)) found.push({ pointer: pointer(...path, key), key, firstLine: lineAt(seen.get(key)!) });
        else seen.set(key, at);
        ws();
        i++; // ':'
        value([...path, key]);
      }
      i++;
    } else if (ch === '[') {
      i++;
      let n = 0;
      for (ws(); text[i] !== ']'; ws()) {
        if (text[i] === ',') i++;
        value([...path, n++]);
      }
      i++;
    } else if (ch === '"') string();
    else while (i < text.length && !',]} \t\n\r'.includes(text[i] as string)) i++;
  };
  value([]);
  return found;
}
