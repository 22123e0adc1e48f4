/**
 * Replays the shell examples of docs/gateway.md against a gateway, so the docs cannot rot. It understands the
 * small part of the shell the examples use: variables (`GW=...`, `H=(...)`, `"${H[@]}"`, `$VAR`), `$((A + n))`,
 * single and double quotes, `\` line continuations, `# comments`, and `VAR=$(curl ... | jq -r <path>)`; files
 * only as curl writes and sends them (`-o file`, `--data-binary @file`).
 * A trailing `# -> 400 qa.invalid` says the call must be refused that way, `# -> dropped` that the connection is
 * closed without an answer (a fault at work); any other call must succeed, and
 * `# .value.status = 1` in its comment says what the answer holds.
 */

export interface CurlCall {
  /** The line as written in the docs (continuations joined). */
  source: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** From `# -> <status> [errorCode]`, or `# -> dropped` (status 0: no answer at all). */
  expect?: { status: number; errorCode?: string };
  /** From `# .value.status = 1`: a value the answer must hold. */
  check?: { path: string; value: string };
  /** `VAR=$(curl ... | jq -r <path>)`: the variable and the path into the answer. */
  capture?: { name: string; path: string };
  /** `-o file`: the answer is saved under this name. */
  output?: string;
  /** `-d @file` / `--data-binary @file`: the body is a file an earlier call saved. */
  bodyFile?: string;
}

export type Vars = Map<string, string | string[]>;

/** True when a line leaves a quote open (the command goes on on the next line). */
function quoteOpen(text: string): boolean {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote === null && ch === '#' && (i === 0 || /\s/.test(text[i - 1]!))) return false;
    if (quote === '"' && ch === '\\') i++;
    else if (quote === null && (ch === "'" || ch === '"')) quote = ch;
    else if (ch === quote) quote = null;
  }
  return quote !== null;
}

/** The ```sh blocks of a Markdown text, each as its logical lines (continuations and open quotes joined). */
export function shellBlocks(markdown: string): string[][] {
  const blocks: string[][] = [];
  for (const m of markdown.matchAll(/^```sh\n([\s\S]*?)^```/gm)) {
    const lines: string[] = [];
    let pending = '';
    for (const line of (m[1] ?? '').replace(/\\\n\s*/g, ' ').split('\n')) {
      pending = pending ? `${pending}\n${line}` : line;
      if (quoteOpen(pending)) continue;
      if (pending.trim() !== '') lines.push(pending);
      pending = '';
    }
    if (pending.trim() !== '') lines.push(pending);
    blocks.push(lines);
  }
  return blocks;
}

function expandDollar(text: string, vars: Vars): string {
  return text
    .replace(/\$\(\(\s*([A-Za-z_]\w*)\s*([+-])\s*(\d+)\s*\)\)/g, (_m, name: string, op: string, n: string) => {
      const v = Number(vars.get(name));
      if (!Number.isFinite(v)) throw new Error(`$((${name} ...)): ${name} is not a number`);
      return String(op === '+' ? v + Number(n) : v - Number(n));
    })
    .replace(/\$\{?([A-Za-z_]\w*)\}?/g, (_m, name: string) => {
      const v = vars.get(name);
      if (v === undefined) throw new Error(`$${name} is not set (the docs must set it in an earlier example)`);
      return Array.isArray(v) ? v.join(' ') : v;
    });
}

/** Shell words of one line (comment removed), with quotes, variables and "${ARR[@]}" expanded. */
export function words(line: string, vars: Vars): { words: string[]; comment: string } {
  const out: string[] = [];
  let i = 0;
  let current: string | null = null;
  const push = () => {
    if (current !== null) out.push(current);
    current = null;
  };
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === '#' && current === null) return { words: out, comment: line.slice(i + 1).trim() };
    if (ch === ' ' || ch === '\t') {
      push();
      i++;
    } else if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed ' in: ${line}`);
      current = (current ?? '') + line.slice(i + 1, end);
      i = end + 1;
    } else if (ch === '"') {
      let j = i + 1;
      let text = '';
      while (j < line.length && line[j] !== '"') {
        if (line[j] === '\\' && ['"', '\\', '$'].includes(line[j + 1] ?? '')) {
          text += line[j + 1] === '$' ? '\uE000' : line[j + 1];
          j += 2;
        } else text += line[j++];
      }
      if (j >= line.length) throw new Error(`unclosed " in: ${line}`);
      const array = /^\$\{(\w+)\[@\]\}$/.exec(text);
      if (array) {
        const v = vars.get(array[1]!);
        if (!Array.isArray(v)) throw new Error(`${array[1]} is not an array`);
        push();
        out.push(...v);
      } else current = (current ?? '') + expandDollar(text, vars).replace(/\uE000/g, '$');
      i = j + 1;
    } else {
      let j = i;
      while (j < line.length && !' \t\'"'.includes(line[j]!)) j++;
      current = (current ?? '') + expandDollar(line.slice(i, j), vars);
      i = j;
    }
  }
  push();
  return { words: out, comment: '' };
}

/** One logical line: a variable assignment (applied to vars, returns null) or a curl call. */
export function parseLine(line: string, vars: Vars): CurlCall | null {
  const trimmed = line.trim();
  const arrayAssign = /^([A-Za-z_]\w*)=\((.*)\)$/.exec(trimmed);
  if (arrayAssign) {
    vars.set(arrayAssign[1]!, words(arrayAssign[2]!, vars).words);
    return null;
  }
  const capture = /^([A-Za-z_]\w*)=\$\((curl .*)\|\s*jq -r\s+'?([^')]+)'?\s*\)\s*(#.*)?$/.exec(trimmed);
  if (capture) {
    const call = parseCurl(capture[2]!, vars, trimmed);
    call.capture = { name: capture[1]!, path: capture[3]!.trim() };
    return call;
  }
  const assign = /^([A-Za-z_]\w*)=(\S*)\s*(#.*)?$/.exec(trimmed);
  if (assign) {
    vars.set(assign[1]!, words(assign[2]!, vars).words.join(' '));
    return null;
  }
  if (!trimmed.startsWith('curl '))
    throw new Error(`the docs' shell examples may only hold curl calls and variables: ${line}`);
  return parseCurl(trimmed, vars, trimmed);
}

function parseCurl(text: string, vars: Vars, source: string): CurlCall {
  const { words: w, comment } = words(text, vars);
  const call: CurlCall = { source, method: '', url: '', headers: {} };
  for (let i = 1; i < w.length; i++) {
    const a = w[i]!;
    if (a === '-X') call.method = w[++i]!;
    else if (a === '-H') {
      const h = w[++i]!;
      const colon = h.indexOf(':');
      call.headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
    } else if (a === '-d' || a === '--data' || a === '--data-binary') {
      const data = w[++i]!;
      if (data.startsWith('@')) call.bodyFile = data.slice(1);
      else call.body = data;
    } else if (a === '-o') call.output = w[++i]!;
    else if (a === '-s' || a === '-i' || a === '-sS') continue;
    else if (a.startsWith('-')) throw new Error(`curl option ${a} is not understood by the docs test: ${source}`);
    else call.url = a;
  }
  if (!call.url) throw new Error(`no URL in: ${source}`);
  call.method ||= call.body !== undefined || call.bodyFile !== undefined ? 'POST' : 'GET';
  const expect = /^->\s*(\d{3})(?:\s+(\S+))?/.exec(comment);
  if (expect) call.expect = { status: Number(expect[1]), ...(expect[2] ? { errorCode: expect[2] } : {}) };
  else if (/^->\s*dropped\b/.test(comment)) call.expect = { status: 0 };
  const check = /(?:^|\s)(\.[\w.[\]]+)\s*=\s*([^\s:;,]+)/.exec(comment);
  if (check) call.check = { path: check[1]!, value: check[2]! };
  return call;
}

/** A `jq -r` path such as `.value.token` or `.value[0].code`. */
export function jqPath(value: unknown, path: string): string {
  let v = value;
  for (const m of path.matchAll(/\.(\w+)|\[(\d+)\]/g)) {
    v = m[1] !== undefined ? (v as Record<string, unknown>)?.[m[1]] : (v as unknown[])?.[Number(m[2])];
  }
  if (v === undefined || v === null) throw new Error(`jq ${path}: nothing there`);
  return typeof v === 'string' ? v : JSON.stringify(v);
}
