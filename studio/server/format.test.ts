import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../scripts/config/test-support.ts';
import { formatConfig, orderLike } from './format.ts';

describe('formatConfig', () => {
  it.each(['royal/merchant.json', 'solbet/merchant.json', 'domains.json', 'navigation.json', 'routes.json'])(
    'writes %s exactly as the repository keeps it',
    async (name) => {
      const file = path.join(SITE_CONFIG, name);
      const text = await readFile(file, 'utf8');
      expect(await formatConfig(JSON.parse(text), file)).toBe(text);
    },
  );

  it('keeps the key order of the file on disk, $schema first, new keys after', async () => {
    const file = path.join(SITE_CONFIG, 'domains.json');
    const onDisk = { $schema: '../schemas/config/domains.schema.json', defaultMerchant: 'royal', hosts: { a: 'x' } };
    const edited = { hosts: { b: 'y', a: 'x' }, extra: true, defaultMerchant: 'solbet', $schema: onDisk.$schema };
    const text = await formatConfig(edited, file, onDisk);
    expect(Object.keys(JSON.parse(text))).toEqual(['$schema', 'defaultMerchant', 'hosts', 'extra']);
    expect(Object.keys(JSON.parse(text).hosts)).toEqual(['a', 'b']);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "defaultMerchant": "solbet",\n');
  });

  it('orders the objects inside lists like the list on disk', () => {
    expect(orderLike([{ b: 1, a: 2 }], [{ a: 0, b: 0 }])).toEqual([{ a: 2, b: 1 }]);
    expect(Object.keys((orderLike([{ b: 1, a: 2 }], [{ a: 0, b: 0 }]) as object[])[0]!)).toEqual(['a', 'b']);
  });
});
