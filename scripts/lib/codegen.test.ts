import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateAll } from './codegen.ts';

const colour = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://wl-gaming.local/schemas/config/colour.schema.json',
  title: 'Colour',
  description: 'A CSS hex colour.',
  type: 'string',
  pattern: '^#[0-9a-f]{6}$',
};
const brand = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://wl-gaming.local/schemas/config/brand.schema.json',
  title: 'Brand',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'colour'],
  properties: {
    name: { type: 'string', minLength: 1, description: 'Shown in the header.' },
    colour: { $ref: './colour.schema.json' },
  },
};

async function schemasDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'codegen-'));
  await mkdir(path.join(dir, 'config'));
  await writeFile(path.join(dir, 'config/colour.schema.json'), JSON.stringify(colour));
  await writeFile(path.join(dir, 'config/brand.schema.json'), JSON.stringify(brand));
  return dir;
}

describe('code generation', () => {
  it('names each type after its schema title, once, with descriptions as comments', async () => {
    const files = await generateAll(await schemasDir());
    const types = files['config-types.ts']!;
    expect(types).toMatch(/export type Colour = string;/);
    expect(types).toMatch(/export interface Brand \{[\s\S]*name: string;[\s\S]*colour: Colour;/);
    expect(types).toContain('Shown in the header.');
    expect(types.match(/export type Colour\b/g)).toHaveLength(1);
    expect(types).not.toContain('SchemaRoot');
  });

  it('writes standalone validators that need no code generation at run time', async () => {
    const dir = await schemasDir();
    const files = await generateAll(dir, ['config']);
    const js = files['config-validators.js']!;
    expect(js).not.toMatch(/new Function|eval\(/);
    // Inside the project, so the validators' runtime imports (ajv) resolve.
    const cacheDir = await mkdtemp(path.resolve(import.meta.dirname, '../../node_modules/.cache-codegen-'));
    const file = path.join(cacheDir, 'validators.mjs');
    await writeFile(file, js);
    const { validateBrand } = await import(pathToFileURL(file).href);
    expect(validateBrand({ name: 'Royal', colour: '#aa00ff' })).toBe(true);
    expect(validateBrand({ name: 'Royal', colour: 'purple' })).toBe(false);
    expect(validateBrand.errors[0].instancePath).toBe('/colour');
    await rm(cacheDir, { recursive: true });
  });

  it('is deterministic, so the drift check in npm test is meaningful', async () => {
    const dir = await schemasDir();
    expect(await generateAll(dir)).toEqual(await generateAll(dir));
  });

  it('declares a shared schema once and references it by name, across files and groups', async () => {
    const dir = await schemasDir();
    await mkdir(path.join(dir, 'api'));
    const answer = (title: string) => ({
      $id: `https://wl-gaming.local/schemas/api/${title}.schema.json`,
      title,
      type: 'object',
      additionalProperties: false,
      // A description beside a $ref used to make the compiler declare a copy, `Brand1`.
      properties: { brand: { $ref: '../config/brand.schema.json', description: 'The brand.' } },
    });
    await writeFile(path.join(dir, 'api/a.schema.json'), JSON.stringify(answer('AValue')));
    await writeFile(path.join(dir, 'api/b.schema.json'), JSON.stringify(answer('BValue')));
    const files = await generateAll(dir, []);
    const api = files['api-types.ts']!;
    expect(api).toContain("import type { Brand } from './config-types';");
    expect(api.match(/brand\?: Brand;/g)).toHaveLength(2);
    expect(api).not.toMatch(/(interface|type) Brand|Colour/);
    expect(files['config-types.ts']!.match(/export interface Brand\b/g)).toHaveLength(1);
  });

  it('declares the titled definitions of a file whose root is not an object', async () => {
    const dir = await schemasDir();
    const list = {
      $id: 'https://wl-gaming.local/schemas/config/list.schema.json',
      title: 'BrandList',
      type: 'array',
      items: { $ref: '#/$defs/entry' },
      $defs: { entry: { title: 'BrandEntry', type: 'object', properties: { brand: { $ref: './brand.schema.json' } } } },
    };
    await writeFile(path.join(dir, 'config/list.schema.json'), JSON.stringify(list));
    const types = (await generateAll(dir))['config-types.ts']!;
    expect(types).toMatch(/export type BrandList = BrandEntry\[\];/);
    expect(types).toMatch(/export interface BrandEntry \{\s*brand\?: Brand;/);
  });

  it('types "these fields, with those required" as the shared type narrowed', async () => {
    const dir = await schemasDir();
    const named = {
      $id: 'https://wl-gaming.local/schemas/config/named-brand.schema.json',
      title: 'NamedBrand',
      type: 'object',
      required: ['name'],
      allOf: [{ $ref: './brand.schema.json' }],
    };
    await writeFile(path.join(dir, 'config/named-brand.schema.json'), JSON.stringify(named));
    const types = (await generateAll(dir))['config-types.ts']!;
    expect(types).toMatch(/export type NamedBrand = Brand & Required<Pick<Brand, 'name'>>;/);
    expect(types.match(/name\??: string;/g)).toHaveLength(1);
  });

  it('refuses a reference to an untitled schema in another file, which would be copied', async () => {
    const dir = await schemasDir();
    const loose = {
      $id: 'x',
      title: 'Loose',
      type: 'object',
      properties: { c: { $ref: './brand.schema.json#/properties/name' } },
    };
    await writeFile(path.join(dir, 'config/loose.schema.json'), JSON.stringify(loose));
    await expect(generateAll(dir)).rejects.toThrow(/points at an untitled schema/);
  });

  it('refuses a schema without a title', async () => {
    const dir = await schemasDir();
    await writeFile(path.join(dir, 'config/untitled.schema.json'), JSON.stringify({ $id: 'x', type: 'string' }));
    await expect(generateAll(dir)).rejects.toThrow(/untitled.schema.json needs a "title"/);
  });
});
