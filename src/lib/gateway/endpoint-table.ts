export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the client needs to know of a catalogue entry (schemas/api/catalogue.json). */
export interface EndpointDef {
  id: string;
  method: HttpMethod;
  path: string;
  flags: readonly ('T' | 'E')[];
  money?: boolean;
  bodyEncoding?: 'json' | 'form' | 'json-string';
}

/**
 * The generated catalogue writes each endpoint as one short line, `METHOD path [marks]`, because its tables ship with
 * the pages (the first screen's part with the first screen): T needs the token, E is encrypted, $ moves money, form
 * sends a form-encoded body, json-string sends the body's JSON text as one JSON string.
 */
export function expandEndpoints<Id extends string>(table: Readonly<Record<Id, string>>): Record<Id, EndpointDef> {
  const defs = {} as Record<Id, EndpointDef>;
  for (const id of Object.keys(table) as Id[]) defs[id] = parseEndpoint(id, table[id]);
  return defs;
}

export function parseEndpoint(id: string, line: string): EndpointDef {
  const [method, path, ...marks] = line.split(' ');
  const def: EndpointDef = {
    id,
    method: method as HttpMethod,
    path: path!,
    flags: marks.filter((m): m is 'T' | 'E' => m === 'T' || m === 'E'),
  };
  if (marks.includes('$')) def.money = true;
  if (marks.includes('form')) def.bodyEncoding = 'form';
  if (marks.includes('json-string')) def.bodyEncoding = 'json-string';
  return def;
}

/** The line `parseEndpoint` reads back (used by the generator). */
export function endpointLine(def: Omit<EndpointDef, 'id'>): string {
  return [
    def.method,
    def.path,
    ...def.flags,
    ...(def.money ? ['$'] : []),
    ...(def.bodyEncoding === 'form' || def.bodyEncoding === 'json-string' ? [def.bodyEncoding] : []),
  ].join(' ');
}

const PATH_PARAMETER = /\{(\w+)\}/g;

/** The names of a path's `{name}` segments (the platform's /lgw/draw/code/<gameCode> is /lgw/draw/code/{gameCode}). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAMETER)].map((m) => m[1]!);
}

/** The endpoint's path with each `{name}` segment filled in, URL-encoded; a missing value is the caller's mistake. */
export function fillPath(def: Pick<EndpointDef, 'id' | 'path'>, values: Readonly<Record<string, string>> = {}): string {
  return def.path.replace(PATH_PARAMETER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${def.id}: no value for the path's {${name}}`);
    return encodeURIComponent(value);
  });
}
