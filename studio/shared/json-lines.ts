/**
 * The line each JSON pointer of a text starts on, so the raw view can put a checker finding on its line. Runs on
 * text JSON.parse accepted; a pointer to a key's value maps to the line of the key.
 */
export function pointerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>([['', 1]]);
  let i = 0;
  let line = 1;
  const advance = (): void => {
    if (text[i] === '\n') line++;
    i++;
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) advance();
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (ptr: string): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      for (ws(); i < text.length && text[i] !== '}'; ws()) {
        if (text[i] === ',') i++;
        ws();
        const keyLine = line;
        const child = `${ptr}/${escape(string())}`;
        lines.set(child, keyLine);
        ws();
        i++; // ':'
        value(child);
      }
      i++;
    } else if (ch === '[') {
      i++;
      let n = 0;
      for (ws(); i < text.length && text[i] !== ']'; ws()) {
        if (text[i] === ',') i++;
        ws();
        const child = `${ptr}/${n++}`;
        lines.set(child, line);
        value(child);
      }
      i++;
    } else if (ch === '"') string();
    else while (i < text.length && !',]} \t\n\r'.includes(text[i] as string)) i++;
  };
  try {
    JSON.parse(text);
  } catch {
    return lines;
  }
  value('');
  return lines;
}

/** The line a finding belongs on: its pointer's (or its nearest parent's), or the line an invalid-JSON message names. */
export function lineOf(lines: ReadonlyMap<string, number>, pointer: string, message: string): number {
  const said = /at line (\d+)/.exec(message);
  if (said) return Number(said[1]);
  for (let ptr = pointer; ; ptr = ptr.slice(0, ptr.lastIndexOf('/'))) {
    const found = lines.get(ptr);
    if (found !== undefined) return found;
    if (ptr === '') return 1;
  }
}
