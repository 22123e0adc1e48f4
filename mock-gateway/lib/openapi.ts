/**
 * The gateway contract as an OpenAPI 3.1 document, built from the catalogue and the schemas (never written by hand):
 * every endpoint and twin path with its headers, query or body, the answer inside the envelope, and the error codes
 * it may answer grouped by HTTP status. OpenAPI 3.1 speaks JSON Schema 2020-12, so each schema file is used as it is,
 * declared once under components.schemas by its title, with its references pointed there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allowedErrors, answersRaw, isEncrypted, loadCatalogue, needsToken, type CatalogueEntry } from './catalogue.js';
import { errorTable } from './error-table.js';
import { SCHEMAS_DIR } from './paths.js';

type Json = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/** Every schema file under schemas/, by its path relative to that folder ("api/envelope.schema.json"). */
function readSchemas(): Map<string, Json> {
  const files = new Map<string, Json>();
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (d.name.endsWith('.schema.json'))
        files.set(
          path.relative(SCHEMAS_DIR, full).split(path.sep).join('/'),
          JSON.parse(fs.readFileSync(full, 'utf8')),
        );
    }
  };
  walk(SCHEMAS_DIR);
  return files;
}

/** `schemas/<file>` as its component's name (the file's title: titles are unique, codegen relies on it too). */
function titleOf(files: Map<string, Json>, file: string): string {
  const title = files.get(file)?.title;
  if (typeof title !== 'string') throw new Error(`schemas/${file} has no title to name its component`);
  return title;
}

/** A copy of the schema of `file` with `$id` and `$schema` dropped and every `$ref` pointed into components. */
function asComponent(files: Map<string, Json>, file: string): Json {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const [target = '', pointer = ''] = value.split('#');
        const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
        out.$ref = `${COMPONENT}${titleOf(files, targetFile)}${pointer}`;
      } else out[key] = visit(value);
    }
    return out;
  };
  const { $id: _id, $schema: _schema, ...schema } = files.get(file)!;
  return visit(schema) as Json;
}

const ref = (files: Map<string, Json>, apiFile: string) => ({
  $ref: `${COMPONENT}${titleOf(files, `api/${apiFile}`)}`,
});

/** The query schema's properties as query parameters. */
function queryParameters(files: Map<string, Json>, e: CatalogueEntry): Json[] {
  if (!e.query) return [];
  const schema = asComponent(files, `api/${e.query}`);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function requestBody(files: Map<string, Json>, e: CatalogueEntry): Json | undefined {
  if (!e.request) return undefined;
  const body = ref(files, e.request);
  if (isEncrypted(e))
    return {
      required: true,
      description: `Encrypted: { "jwe": "<compact JWE>" } under a key of /wps/system/jwks; the plaintext is ${body.$ref.slice(COMPONENT.length)}.`,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['jwe'],
            properties: { jwe: { type: 'string', description: 'Compact JWE (RSA-OAEP-256, A256GCM).' } },
            'x-plaintext': body,
          },
        },
      },
    };
  if (e.bodyEncoding === 'form')
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema: body } } };
  if (e.bodyEncoding === 'json-string')
    return {
      required: true,
      description:
        "The body's JSON text sent as one JSON string, as the platform's own client does; the object is taken too.",
      content: { 'application/json': { schema: { oneOf: [body, { type: 'string' }] } } },
    };
  return { required: true, content: { 'application/json': { schema: body } } };
}

/** The answers: the value inside a success envelope, then each HTTP status with the error codes that answer it. */
function responses(files: Map<string, Json>, e: CatalogueEntry): Json {
  const table = errorTable();
  const byStatus = new Map<number, string[]>();
  for (const code of [...allowedErrors(e)].sort()) {
    const def = table.get(code);
    if (!def) throw new Error(`${e.id}: error code ${code} is not in error-codes.json`);
    byStatus.set(def.status, [...(byStatus.get(def.status) ?? []), code]);
  }
  const out: Json = {
    '200': answersRaw(e)
      ? // The lottery gateway answers a success bare, as the platform's does; its failures come in the envelope.
        {
          description: 'Success: the value itself (no envelope).',
          content: { 'application/json': { schema: ref(files, e.response) } },
        }
      : {
          description: 'Success: the value in the envelope.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'value'],
                properties: { success: { const: true }, value: ref(files, e.response), message: { type: 'string' } },
              },
            },
          },
        },
  };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const values = [...new Set(codes.flatMap((c) => table.get(c)?.valueDef ?? []))];
    out[String(status)] = {
      description: `errorCode ${codes.join(', ')}`,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['success', 'errorCode', 'message'],
            properties: {
              success: { const: false },
              errorCode: { enum: codes },
              message: { type: 'string' },
              ...(values.length
                ? { value: { oneOf: values.map((v) => ({ $ref: `${COMPONENT}GatewayErrorValues/$defs/${v}` })) } }
                : {}),
            },
          },
        },
      },
    };
  }
  return out;
}

function operation(files: Map<string, Json>, e: CatalogueEntry, operationId: string): Json {
  const pathParameters = [...e.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const body = requestBody(files, e);
  return {
    operationId,
    summary: e.id,
    description: e.description,
    tags: [e.id.split('.')[0]],
    parameters: [
      ...['merchant', 'device', 'language', 'x-gateway-version'].map((h) => ({ $ref: `#/components/parameters/${h}` })),
      ...(e.money ? [{ $ref: '#/components/parameters/idempotency-key' }] : []),
      ...pathParameters,
      ...queryParameters(files, e),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: responses(files, e),
    ...(needsToken(e) ? { security: [{ sessionToken: [] }] } : {}),
  };
}

/** The request headers of every call (schemas/api/headers.schema.json) as reusable header parameters. */
function headerParameters(files: Map<string, Json>): Json {
  const headers = asComponent(files, 'api/headers.schema.json');
  const required = new Set(headers.required as string[]);
  const props = headers.properties as Record<string, Json>;
  const names = ['merchant', 'device', 'language', 'x-gateway-version', 'idempotency-key'];
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        name,
        in: 'header',
        required: required.has(name) || name === 'idempotency-key',
        description: props[name]!.description,
        schema: props[name],
      },
    ]),
  );
}

export function buildOpenApi(catalogue: CatalogueEntry[] = loadCatalogue()): Json {
  const files = readSchemas();
  const schemas = Object.fromEntries(
    [...files.keys()].sort().map((file) => [titleOf(files, file), asComponent(files, file)]),
  );
  const paths: Record<string, Json> = {};
  for (const e of catalogue) {
    [e.path, ...(e.twins ?? [])].forEach((p, i) => {
      paths[p] = { ...paths[p], [e.method.toLowerCase()]: operation(files, e, i === 0 ? e.id : `${e.id}.twin${i}`) };
    });
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'White-label gaming gateway',
      version: '3',
      description:
        'The /wps and /lgw gateway as the mock serves it and the site calls it (schemas/api/, catalogue.json). ' +
        'Every answer is an envelope (successes of /lgw and /lotto/lgw come bare, as the platform sends them): ' +
        'success true with the value, or success false with errorCode and message. ' +
        'Money calls need an Idempotency-Key: a retry with the same key and body returns the first answer.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      parameters: headerParameters(files),
      securitySchemes: {
        sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The raw session token.' },
      },
    },
  };
}
