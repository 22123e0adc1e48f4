import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'generated' || d.name === 'locales' ? [] : files(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('games namespace', () => {
  it('has an English string for every games: key the code names', () => {
    // A key games lacks is looked up in `later` (i18n-options.ts fallbackNS).
    const english = new Set(
      ['games', 'later'].flatMap((ns) =>
        flatten(JSON.parse(readFileSync(path.join(src, `locales/en/${ns}.json`), 'utf8'))),
      ),
    );
    const used = new Set<string>();
    for (const file of files(src))
      for (const m of readFileSync(file, 'utf8').matchAll(/'games:([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
    for (const s of ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']) used.add(`selection.${s}`); // built as `games:selection.${s}`
    expect(used.size).toBeGreaterThan(40);
    // A plural key is named without its suffix in code and stored as key_one, key_other.
    expect([...used].filter((k) => !english.has(k) && !english.has(`${k}_other`)).sort()).toEqual([]);
  });
});
