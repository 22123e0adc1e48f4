import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadRealConfig } from '../../scripts/config/test-support.ts';
import { bundleSchema, withoutTypeNames } from './schema-bundle.ts';

const { files, schemas } = await loadRealConfig();
const FILES = {
  'merchant.schema.json': 'royal/merchant.json',
  'domains.schema.json': 'domains.json',
  'navigation.schema.json': 'navigation.json',
  'registration-patterns.schema.json': 'registration-patterns.json',
  'routes.schema.json': 'routes.json',
};

function compile(schema: object) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('bundleSchema', () => {
  it.each(Object.entries(FILES))('makes %s self-contained and as strict as before', (schemaName, file) => {
    const bundled = bundleSchema(schemas, schemaName);
    const refs = JSON.stringify(bundled).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#'))).toEqual([]);
    const validate = compile(bundled);
    const data = JSON.parse(files.get(file)!);
    expect(validate(data)).toBe(true);
    expect(validate({ ...data, unknownKey: 1 })).toBe(false);
  });

  it('keeps a cross-file rule: a merchant label key must look like a translation key', () => {
    const validate = compile(bundleSchema(schemas, 'merchant.schema.json'));
    const royal = JSON.parse(files.get('royal/merchant.json')!);
    royal.footer.help[0].labelKey = 'not a key!';
    expect(validate(royal)).toBe(false);
    expect(validate.errors?.some((e) => e.instancePath === '/footer/help/0/labelKey')).toBe(true);
  });
});

describe('withoutTypeNames', () => {
  it('drops type-name titles and keeps a property called "title"', () => {
    const schema = {
      title: 'MerchantConfig',
      properties: { title: { type: 'string', title: 'Page title' }, brand: { title: 'Brand', type: 'object' } },
      $defs: { assetPath: { title: 'AssetPath', type: 'string' } },
    };
    expect(withoutTypeNames(schema)).toEqual({
      properties: { title: { type: 'string', title: 'Page title' }, brand: { type: 'object' } },
      $defs: { assetPath: { type: 'string' } },
    });
  });
});
