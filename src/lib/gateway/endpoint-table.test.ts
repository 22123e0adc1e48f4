import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/generated/api-endpoints';
import { LATER_ENDPOINTS } from '@/generated/api-endpoints-later';
import { FIRST_SCREEN_ENDPOINTS } from './first-screen-endpoints';
import { endpointLine, parseEndpoint, pathParameterNames } from './endpoint-table';

interface CatalogueEntry {
  id: string;
  method: string;
  path: string;
  flags: string[];
  money?: boolean;
  bodyEncoding?: string;
}
const catalogue = JSON.parse(readFileSync('schemas/api/catalogue.json', 'utf8')) as CatalogueEntry[];

describe('the endpoint table the site ships', () => {
  const both = { ...ENDPOINTS, ...LATER_ENDPOINTS };

  it('gives the client every catalogue entry as the catalogue says it: method, path, token, encryption, money, encoding', () => {
    expect(Object.keys(both)).toHaveLength(catalogue.length);
    for (const e of catalogue)
      expect(both[e.id as keyof typeof both], e.id).toEqual({
        id: e.id,
        method: e.method,
        path: e.path,
        flags: e.flags,
        ...(e.money ? { money: true } : {}),
        ...(e.bodyEncoding && e.bodyEncoding !== 'json' ? { bodyEncoding: e.bodyEncoding } : {}),
      });
  });

  it("ships the first screen's endpoints with it and keeps every other in the later table, none in both", () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...FIRST_SCREEN_ENDPOINTS].sort());
    expect(Object.keys(LATER_ENDPOINTS).filter((id) => id in ENDPOINTS)).toEqual([]);
  });

  it('reads back the line it writes', () => {
    for (const bodyEncoding of ['form', 'json-string'] as const) {
      const def = { method: 'POST', path: '/wps/relay/GCS_x', flags: ['T', 'E'], money: true, bodyEncoding } as const;
      expect(parseEndpoint('x', endpointLine(def))).toEqual({ id: 'x', ...def });
    }
  });
});

describe('path parameters', () => {
  it('names the {name} segments of a path, which the generated types ask the caller for', () => {
    expect(pathParameterNames('/lgw/draw/code/{gameCode}')).toEqual(['gameCode']);
    expect(pathParameterNames('/lgw/draw')).toEqual([]);
    expect(LATER_ENDPOINTS['lottery.drawOf']?.path).toBe('/lgw/draw/code/{gameCode}');
  });
});
