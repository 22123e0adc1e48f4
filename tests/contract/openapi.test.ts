/**
 * The OpenAPI 3.1 document the mock serves (/__mock/openapi.json): valid OpenAPI, one operation per catalogue entry
 * and twin path, and true to the gateway. Each operation is called as the document describes it (method, path,
 * encoding, encryption, idempotency key) with its happy-path arguments, and the answer must be one of the document's
 * statuses with a body its schema accepts; a secured operation called without a token, likewise.
 */
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../mock-gateway/lib/catalogue.js';
import { buildOpenApi } from '../../mock-gateway/lib/openapi.js';
import { Client, catalogue, startGateway, type CallResult, type Gateway } from './harness.js';
import { happyPaths } from './happy-paths.js';

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Json;
}

let gw: Gateway;
let doc: Json;
let operations: Operation[];
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  gw = await startGateway();
  doc = (await (await fetch(`${gw.baseUrl}/__mock/openapi.json`)).json()) as Json;
  operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  ajv.addSchema({ ...doc, $id: 'https://wl-gaming.local/openapi.json' });
});
afterAll(async () => gw?.close());

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Whether the answer is one the document gives for the operation: its status is listed and its schema accepts it. */
function documented({ method, path, op }: Operation, r: CallResult): string[] {
  const responses = op.responses as Record<string, unknown>;
  if (!responses[String(r.status)]) return [`status ${r.status} is not documented (${Object.keys(responses)})`];
  const at = `https://wl-gaming.local/openapi.json#/paths/${pointer(path, method.toLowerCase())}/responses/${r.status}/content/${pointer('application/json')}/schema`;
  const check = ajv.getSchema(at);
  if (!check) return [`no schema at ${at}`];
  const body = r.raw ? r.body.value : r.body;
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** What the harness needs to call an operation, read from the document alone. */
function asCall({ method, path, op }: Operation): CatalogueEntry {
  const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>;
  const json = content['application/json']?.schema;
  const parameters = (op.parameters ?? []) as Json[];
  return {
    id: String(op.operationId),
    method: method as CatalogueEntry['method'],
    path,
    flags: json?.['x-plaintext'] ? ['E'] : [],
    bodyEncoding: content['application/x-www-form-urlencoded'] ? 'form' : json?.oneOf ? 'json-string' : 'json',
    money: parameters.some((p) => p.$ref === '#/components/parameters/idempotency-key'),
    request: null,
    query: null,
    response: '',
    errors: [],
    description: '',
  };
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('has one operation per catalogue entry and twin path, and no other', () => {
    const fromCatalogue = catalogue.flatMap((e) => [e.path, ...(e.twins ?? [])].map((p) => `${e.method} ${p}`));
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(fromCatalogue.sort());
  });

  it('is what `npm run openapi` writes', () => {
    expect(doc).toEqual(buildOpenApi());
  });

  it('has a reference page that loads its own copy of the viewer', async () => {
    const page = await (await fetch(`${gw.baseUrl}/__mock/docs`)).text();
    const scripts = [...page.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.every((s) => s.startsWith('/__mock/docs/'))).toBe(true);
    for (const s of scripts) expect((await fetch(`${gw.baseUrl}${s}`)).status).toBe(200);
  });
});

describe('the gateway answers as the document says', () => {
  it.each(catalogue.flatMap((e) => [e.path, ...(e.twins ?? [])].map((p) => [`${e.method} ${p}`, e.id] as const)))(
    '%s',
    async (key, id) => {
      const operation = operations.find((o) => `${o.method} ${o.path}` === key)!;
      const call = asCall(operation);
      const c = new Client(gw.baseUrl);
      const { check: _check, ...opts } = await happyPaths[id]!(c);
      const r = await c.call(call, opts);
      expect(r.status, `${r.body.errorCode} ${r.body.message}`).toBe(200);
      expect(documented(operation, r)).toEqual([]);
      if ((operation.op.security as unknown[] | undefined)?.length) {
        const anonymous = await c.call(call, { ...opts, token: null });
        expect(anonymous.status).toBe(401);
        expect(documented(operation, anonymous)).toEqual([]);
      }
    },
  );
});
