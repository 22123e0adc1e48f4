import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-chunks.ts';

// main → app → react; main ⇢ (lazy) home, list, vendors, member; home → grid → query; list → grid, list-only,
// window; vendors → window; member → form.
const imports: Record<string, string[]> = {
  '/r/main.tsx': ['/r/app.tsx'],
  '/r/app.tsx': ['/r/node_modules/react.js'],
  '/r/node_modules/react.js': [],
  '/r/home.tsx': ['/r/grid.tsx', '/r/node_modules/react.js'],
  '/r/list.tsx': ['/r/grid.tsx', '/r/list-only.ts', '/r/window.tsx'],
  '/r/vendors.tsx': ['/r/window.tsx'],
  '/r/window.tsx': [],
  '/r/grid.tsx': ['/r/node_modules/query.js', '/r/app.tsx'],
  '/r/node_modules/query.js': [],
  '/r/list-only.ts': [],
  '/r/member.tsx': ['/r/form.tsx'],
  '/r/form.tsx': [],
};
const graph = { getModuleInfo: (id: string) => (imports[id] ? { importedIds: imports[id] } : null) };

describe('first-screen chunks', () => {
  const chunkOf = firstScreenChunks('/r', { entry: 'main.tsx', landingPages: ['home.tsx', 'list.tsx', 'vendors.tsx'] });
  const name = (id: string) => chunkOf(id, graph);

  it('puts everything the entry imports, directly or not, in one shell chunk, but leaves the entry its own code', () => {
    expect(name('/r/app.tsx')).toBe('shell');
    expect(name('/r/node_modules/react.js')).toBe('shell');
    expect(name('/r/main.tsx')).toBeNull();
  });

  it('puts what the first landing page shares with another in one pages chunk, and leaves the rest to the default split', () => {
    expect(name('/r/grid.tsx')).toBe('pages');
    expect(name('/r/node_modules/query.js')).toBe('pages');
    expect(name('/r/list-only.ts')).toBeNull();
    expect(name('/r/home.tsx')).toBeNull();
    expect(name('/r/form.tsx')).toBeNull();
  });

  it('puts what only the other landing pages share in a chunk of its own, which the first page never fetches', () => {
    expect(name('/r/window.tsx')).toBe('other-pages');
  });
});

describe('signed-in groups', () => {
  // main ⇢ (lazy) badge, promo, deposit; badge → words, util; promo (a visitor's page) → util; deposit → words.
  const lazyImports: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    '/r/main.tsx': {
      importedIds: [],
      dynamicallyImportedIds: ['/r/badge.tsx', '/r/promo.tsx', '/r/member/deposit.tsx'],
    },
    '/r/badge.tsx': { importedIds: ['/r/words.ts', '/r/util.ts'], dynamicallyImportedIds: [] },
    '/r/promo.tsx': { importedIds: ['/r/util.ts'], dynamicallyImportedIds: [] },
    '/r/member/deposit.tsx': { importedIds: ['/r/words.ts'], dynamicallyImportedIds: [] },
    '/r/words.ts': { importedIds: [], dynamicallyImportedIds: [] },
    '/r/util.ts': { importedIds: [], dynamicallyImportedIds: [] },
  };
  const lazyGraph = { getModuleInfo: (id: string) => lazyImports[id] ?? null };
  const chunkOf = firstScreenChunks('/r', {
    entry: 'main.tsx',
    landingPages: [],
    groups: [{ name: 'signed-in', starts: ['badge.tsx'] }],
    signedInOnly: (file) => file.startsWith('member/'),
  });
  const name = (id: string) => chunkOf(id, lazyGraph);

  it("gathers a group's lazy modules and what they need into one file", () => {
    expect(name('/r/badge.tsx')).toBe('signed-in');
    expect(name('/r/words.ts')).toBe('signed-in');
    expect(name('/r/member/deposit.tsx')).toBeNull();
  });

  it("leaves out what a visitor's page needs too, so a visitor never fetches the group", () => {
    expect(name('/r/util.ts')).toBeNull();
    expect(name('/r/promo.tsx')).toBeNull();
  });
});

describe('the signed-in kit', () => {
  // main ⇢ (lazy) badge (signed in), login and promo (a visitor's), member/home (signed in); badge → machine, style;
  // login → machine, money; promo → style; member/home → money, member/only; machine → node_modules/x (held back).
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    '/r/main.tsx': {
      importedIds: [],
      dynamicallyImportedIds: ['/r/badge.tsx', '/r/login.tsx', '/r/promo.tsx', '/r/member/home.tsx'],
    },
    '/r/badge.tsx': { importedIds: ['/r/machine.ts', '/r/style.ts'], dynamicallyImportedIds: [] },
    '/r/login.tsx': { importedIds: ['/r/machine.ts', '/r/money.ts'], dynamicallyImportedIds: [] },
    '/r/promo.tsx': { importedIds: ['/r/style.ts'], dynamicallyImportedIds: [] },
    '/r/member/home.tsx': { importedIds: ['/r/money.ts', '/r/member/only.ts'], dynamicallyImportedIds: [] },
    '/r/member/only.ts': { importedIds: ['/r/badge.tsx'], dynamicallyImportedIds: [] },
    '/r/machine.ts': { importedIds: ['/r/node_modules/x/index.js'], dynamicallyImportedIds: [] },
    '/r/node_modules/x/index.js': { importedIds: [], dynamicallyImportedIds: [] },
    '/r/money.ts': { importedIds: [], dynamicallyImportedIds: [] },
    '/r/style.ts': { importedIds: [], dynamicallyImportedIds: [] },
  };
  const graph = { getModuleInfo: (id: string) => modules[id] ?? null };
  const chunkOf = firstScreenChunks('/r', {
    entry: 'main.tsx',
    landingPages: [],
    groups: [{ name: 'signed-in', starts: ['badge.tsx'] }],
    kit: { name: 'kit', starts: ['member/home.tsx'], without: ['promo.tsx'] },
    signedInOnly: (file) => file.startsWith('member/'),
    heldBack: (file) => file.startsWith('node_modules/x/'),
  });
  const name = (id: string) => chunkOf(id, graph);

  it("gathers what the signed-in starts share with a visitor's lazy page, held-back packages included, in one file", () => {
    expect(name('/r/machine.ts')).toBe('kit');
    expect(name('/r/money.ts')).toBe('kit');
    expect(name('/r/node_modules/x/index.js')).toBe('kit');
  });

  it('leaves the starts, what only signed-in pages need, and what a page a visitor lands on needs out of it', () => {
    expect(name('/r/badge.tsx')).toBe('signed-in');
    expect(name('/r/member/home.tsx')).toBeNull();
    expect(name('/r/member/only.ts')).toBeNull();
    expect(name('/r/style.ts')).toBeNull();
  });
});

describe('package barrels', () => {
  // home imports useQuery from the package's index, which re-exports every hook; list imports useMutation from it.
  const modules: Record<string, { importedIds: string[]; code: string; exports?: string[] }> = {
    '/r/main.tsx': { importedIds: [], code: '' },
    '/r/home.tsx': {
      importedIds: ['/r/node_modules/q/index.js'],
      code: "import { useQuery, type Options } from '@q';\nuseQuery();",
    },
    '/r/list.tsx': { importedIds: ['/r/node_modules/q/index.js'], code: "import { useMutation } from '@q';" },
    '/r/node_modules/q/index.js': {
      importedIds: ['/r/node_modules/q/useQuery.js', '/r/node_modules/q/useMutation.js'],
      code: 'import { useQuery } from "../scripts/lib/useQuery.js";\n// a comment\nexport { useMutation } from "../scripts/lib/useMutation.js";\nexport { useQuery };\n',
    },
    '/r/node_modules/q/useQuery.js': {
      importedIds: ['/r/node_modules/q/observer.js'],
      code: 'import { observe } from "../scripts/lib/observer.js";\nexport function useQuery() { observe(); }',
      exports: ['useQuery'],
    },
    '/r/node_modules/q/observer.js': { importedIds: [], code: 'export function observe() {}', exports: ['observe'] },
    '/r/node_modules/q/useMutation.js': {
      importedIds: [],
      code: 'export function useMutation() {}',
      exports: ['useMutation'],
    },
  };
  const graph = { getModuleInfo: (id: string) => modules[id] ?? null };
  const name = (id: string) =>
    firstScreenChunks('/r', { entry: 'main.tsx', landingPages: ['home.tsx', 'list.tsx'] })(id, graph);

  it('takes into the pages chunk only the modules of a barrel the home imports by name, and what they need', () => {
    expect(name('/r/node_modules/q/useQuery.js')).toBe('pages');
    expect(name('/r/node_modules/q/observer.js')).toBe('pages');
  });

  it('leaves what another page imports from the barrel out of the files the home fetches', () => {
    expect(name('/r/node_modules/q/useMutation.js')).not.toBe('pages');
  });
});

describe('held-back modules', () => {
  // main → boot → index (createMachine beside setup) → core, helpers; index's setup() alone uses helpers.
  const modules: Record<string, { importedIds: string[] }> = {
    '/r/main.tsx': { importedIds: ['/r/boot.ts'] },
    '/r/boot.ts': { importedIds: ['/r/node_modules/x/index.js'] },
    '/r/node_modules/x/index.js': { importedIds: ['/r/node_modules/x/core.js', '/r/node_modules/x/helpers.js'] },
    '/r/node_modules/x/core.js': { importedIds: [] },
    '/r/node_modules/x/helpers.js': { importedIds: ['/r/node_modules/x/core.js'] },
  };
  const graph = { getModuleInfo: (id: string) => modules[id] ?? null };
  const heldBack = (file: string) => /^node_modules\/x\/(index|helpers)\.js$/.test(file);
  const name = (id: string) => firstScreenChunks('/r', { entry: 'main.tsx', landingPages: [], heldBack })(id, graph);

  it('leaves a held-back module out of the shell, but not what it imports', () => {
    expect(name('/r/node_modules/x/index.js')).toBeNull();
    expect(name('/r/node_modules/x/helpers.js')).toBeNull();
    expect(name('/r/node_modules/x/core.js')).toBe('shell');
    expect(name('/r/boot.ts')).toBe('shell');
  });
});
