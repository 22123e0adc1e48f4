import type { Rollup } from 'vite';
import { expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

const chunk = (fileName: string, moduleIds: string[], code: string) =>
  ({ type: 'chunk', fileName, moduleIds, code, sourcemapFileName: `${fileName}.map` }) as unknown as Rollup.OutputChunk;
const map = (fileName: string, mappings: string) =>
  ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings }) }) as unknown as Rollup.OutputAsset;

it("puts the hint on the first line of each file of code, moves its map's lines down, and leaves data files alone", () => {
  const bundle: Rollup.OutputBundle = {
    'shell.js': chunk('shell.js', ['/src/app/main.tsx', '/src/a.module.css'], 'const __vite__mapDeps=1;\nexport{}'),
    'shell.js.map': map('shell.js.map', ';AAAA'),
    'words-ty.js': chunk('words-ty.js', ['/src/locales/ty/member.json'], 'export default{}'),
    'words-ty.js.map': map('words-ty.js.map', 'AAAA'),
    'money.module.js': chunk('money.module.js', ['/src/lib/money.module.css'], 'export default{}'),
    'money.module.js.map': map('money.module.js.map', 'AAAA'),
  };
  addCompileHints(bundle);
  const code = (name: string) => (bundle[name] as Rollup.OutputChunk).code;
  const mappings = (name: string) => JSON.parse(String((bundle[name] as Rollup.OutputAsset).source)).mappings;
  expect(code('shell.js').split('\n')).toEqual([COMPILE_HINT, 'const __vite__mapDeps=1;', 'export{}']);
  expect(mappings('shell.js.map')).toBe(';;AAAA');
  expect(code('words-ty.js')).toBe('export default{}');
  expect(mappings('words-ty.js.map')).toBe('AAAA');
  expect(code('money.module.js')).toBe('export default{}');
});
