/** The contract files themselves: ids, titles, references, the catalogue and the error table agree. */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { COMMON_ERRORS, MONEY_ERRORS, PAYLOAD_ERRORS, SESSION_ERRORS } from '../../mock-gateway/lib/catalogue.js';
import { API_SCHEMAS_DIR, SCHEMAS_DIR, SCHEMA_BASE_URL } from '../../mock-gateway/lib/paths.js';
import { RENAMED_WORLD_CODES } from '../../mock-gateway/lib/world-errors.js';
import { WORLD_ERROR_CODES } from '../../mock-gateway/world/index.js';
import { catalogue } from './harness.js';

const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.schema.json') ? [path.join(dir, d.name)] : [],
    );
const apiFiles = files(API_SCHEMAS_DIR);
const table = read(path.join(API_SCHEMAS_DIR, 'error-codes.json')) as { code: string; valueDef?: string }[];

function titles(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => titles(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.title === 'string') out.push(o.title);
    Object.values(o).forEach((v) => titles(v, out));
  }
  return out;
}

describe('schemas/api', () => {
  it('gives every schema an $id matching its path and a PascalCase title', () => {
    for (const f of apiFiles) {
      const s = read(f) as { $id: string; title: string; $schema: string };
      expect(s.$id, f).toBe(`${SCHEMA_BASE_URL}${path.relative(SCHEMAS_DIR, f).split(path.sep).join('/')}`);
      expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(s.title, f).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    }
  });

  it('keeps every title unique across all schemas (they become TypeScript type names)', () => {
    const all = files(SCHEMAS_DIR).flatMap((f) => titles(read(f), []));
    const dupes = all.filter((t, i) => all.indexOf(t) !== i);
    expect(dupes).toEqual([]);
  });

  it('has a valid catalogue and error table', () => {
    const ajv = new Ajv2020({ strict: false });
    const cat = ajv.compile(read(path.join(API_SCHEMAS_DIR, 'catalogue.schema.json')) as object);
    expect(cat(catalogue), JSON.stringify(cat.errors)).toBe(true);
    const err = ajv.compile(read(path.join(API_SCHEMAS_DIR, 'error-codes.schema.json')) as object);
    expect(err(table), JSON.stringify(err.errors)).toBe(true);
    expect(new Set(table.map((r) => r.code)).size).toBe(table.length);
  });

  it('points every catalogue entry at existing schemas', () => {
    for (const e of catalogue) {
      for (const rel of [e.request, e.query, e.response])
        if (rel) expect(fs.existsSync(path.join(API_SCHEMAS_DIR, rel)), `${e.id}: ${rel}`).toBe(true);
      expect(e.flags.includes('E') ? e.request : 'n/a', `${e.id}: E without a body`).not.toBeNull();
    }
  });

  it('lists every error code the catalogue, the pipeline and the world can produce in the error table', () => {
    const codes = new Set(table.map((r) => r.code));
    const used = new Set<string>([
      ...catalogue.flatMap((e) => e.errors),
      ...COMMON_ERRORS,
      ...SESSION_ERRORS,
      ...PAYLOAD_ERRORS,
      ...MONEY_ERRORS,
    ]);
    for (const c of WORLD_ERROR_CODES) used.add(RENAMED_WORLD_CODES[c] ?? c);
    expect([...used].filter((c) => !codes.has(c))).toEqual([]);
  });

  it('describes every error value it names', () => {
    const defs = (read(path.join(API_SCHEMAS_DIR, 'error-values.schema.json')) as { $defs: Record<string, unknown> })
      .$defs;
    for (const r of table) if (r.valueDef) expect(defs[r.valueDef], r.code).toBeDefined();
  });
});

describe('docs/gateway.md', () => {
  const doc = fs.readFileSync(path.join(SCHEMAS_DIR, '..', 'docs', 'gateway.md'), 'utf8');
  it('lists every endpoint and every error code', () => {
    expect(catalogue.map((e) => e.id).filter((id) => !doc.includes(`\`${id}\``))).toEqual([]);
    expect(table.map((r) => r.code).filter((c) => !doc.includes(`\`${c}\``))).toEqual([]);
  });
});
