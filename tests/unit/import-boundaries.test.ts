import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function lintAs(fixture: string, pretendPath: string) {
  const eslint = new ESLint({ cwd: root });
  const code = await readFile(path.join(root, 'tests/fixtures/lint', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, pretendPath) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('reject a lib module that imports a feature', async () => {
    expect(await lintAs('lib-imports-feature.ts', 'src/lib/leak.ts')).toEqual([
      expect.stringContaining('src/lib sits below app, features, schema-ui, components'),
    ]);
  });

  it('reject one feature importing another', async () => {
    expect(await lintAs('feature-imports-feature.ts', 'src/features/shell/leak.ts')).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
  });

  it('allow the same import from the app layer', async () => {
    expect(await lintAs('feature-imports-feature.ts', 'src/app/compose.ts')).toEqual([]);
  });
});
