/** The conventions of schemas/config (ARCHITECTURE.md) and the SPEC constants its defaults carry. */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { PATTERN_DESCRIPTIONS } from './ajv-messages.ts';
import { ASSET_PATH, HOST_NAME, NAV_CATEGORY_IDS, ROUTE_LINK } from './cross-checks.ts';
import { isObject } from './json-access.ts';
import { schemaDefaults } from './template.ts';
import { loadRealConfig } from './test-support.ts';

const { files, schemas } = await loadRealConfig();
const json = (file: string) => JSON.parse(files.get(file)!);

interface Node {
  file: string;
  pointer: string;
  node: Record<string, unknown>;
}

/** Every schema node of every file, with its JSON pointer. */
function nodes(): Node[] {
  const out: Node[] = [];
  const visit = (file: string, pointer: string, node: unknown) => {
    if (!isObject(node)) return;
    out.push({ file, pointer, node });
    for (const key of ['properties', '$defs']) {
      const children = node[key];
      if (isObject(children))
        for (const [name, child] of Object.entries(children)) visit(file, `${pointer}/${key}/${name}`, child);
    }
    for (const key of ['items', 'additionalProperties', 'propertyNames']) visit(file, `${pointer}/${key}`, node[key]);
    if (Array.isArray(node['allOf'])) node['allOf'].forEach((child, i) => visit(file, `${pointer}/allOf/${i}`, child));
  };
  for (const [file, schema] of schemas) visit(file, '', schema);
  return out;
}

function enumOf(file: string, def: string): unknown[] {
  const defs = schemas.get(file)!['$defs'] as Record<string, { enum: unknown[] }>;
  return defs[def]!.enum;
}

function propertiesOf(file: string): string[] {
  return Object.keys(schemas.get(file)!['properties'] as object);
}

describe('schemas/config conventions', () => {
  it('has the expected files', () => {
    expect([...schemas.keys()].sort()).toEqual([
      'domains.schema.json',
      'menus.schema.json',
      'merchant.schema.json',
      'navigation.schema.json',
      'registration-patterns.schema.json',
      'registration-rules.schema.json',
      'responsible-gambling.schema.json',
      'routes.schema.json',
      'site-flags.schema.json',
    ]);
  });

  it('declares draft 2020-12, an $id named after the file and a PascalCase title', () => {
    for (const [file, schema] of schemas) {
      expect(schema['$schema'], file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id, file).toBe(`https://wl-gaming.local/schemas/config/${file}`);
      expect(schema.title, file).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    }
  });

  it('describes every property', () => {
    const missing = nodes()
      .filter(({ pointer }) => /\/properties\/[^/]+$/.test(pointer))
      .filter(({ node }) => typeof node['description'] !== 'string' || node['description'].length < 5)
      .map(({ file, pointer }) => `${file}#${pointer}`);
    expect(missing).toEqual([]);
  });

  it('closes every object (additionalProperties: false, or a value schema for maps)', () => {
    const open = nodes()
      .filter(({ node }) => node['type'] === 'object')
      .filter(({ node }) =>
        node['properties'] ? node['additionalProperties'] !== false : !isObject(node['additionalProperties']),
      )
      .map(({ file, pointer }) => `${file}#${pointer}`);
    expect(open).toEqual([]);
  });

  it('uses camelCase keys (the platform flag names of SiteFlags aside)', () => {
    const bad = nodes()
      .filter(({ node }) => isObject(node['properties']) && node['title'] !== 'SiteFlags')
      .flatMap(({ file, pointer, node }) =>
        Object.keys(node['properties'] as object).map((key) => ({ file, pointer, key })),
      )
      .filter(({ key }) => key !== '$schema' && !/^[a-z][a-zA-Z0-9]*$/.test(key))
      .map(({ file, pointer, key }) => `${file}#${pointer}/${key}`);
    expect(bad).toEqual([]);
  });

  it('titles every $defs entry (they become named types) with unique titles across files', () => {
    const defs = nodes().filter(({ pointer }) => /\/\$defs\/[^/]+$/.test(pointer));
    expect(
      defs.filter(({ node }) => typeof node['title'] !== 'string').map(({ file, pointer }) => `${file}#${pointer}`),
    ).toEqual([]);
    const titles = nodes()
      .map(({ node }) => node['title'])
      .filter((t): t is string => typeof t === 'string');
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('uses only relative file names or #/$defs in $ref, and never puts siblings next to $ref', () => {
    const refs = nodes().filter(({ node }) => typeof node['$ref'] === 'string');
    for (const { file, pointer, node } of refs) {
      const ref = node['$ref'] as string;
      const where = `${file}#${pointer}`;
      expect(Object.keys(node), `${where}: put description/default next to an allOf wrapper`).toEqual(['$ref']);
      const m = /^(?:\.\/([a-z-]+\.schema\.json))?(?:#\/\$defs\/([A-Za-z][A-Za-z0-9]*))?$/.exec(ref);
      expect(m, where).not.toBeNull();
      const target = schemas.get(m![1] ?? file);
      expect(target, where).toBeDefined();
      if (m![2]) expect((target!['$defs'] as Record<string, unknown>)[m![2]], where).toBeDefined();
    }
  });

  it('gives every default a value its own schema accepts', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const schema of schemas.values()) ajv.addSchema(schema);
    for (const { file, pointer, node } of nodes().filter(({ node }) => node['default'] !== undefined)) {
      const id = schemas.get(file)!.$id!;
      const valid = ajv.validate({ $ref: `${id}#${pointer}` }, node['default']);
      expect(valid, `${file}#${pointer}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('has an operator-readable description for every string pattern', () => {
    const patterns = nodes()
      .map(({ node }) => node['pattern'])
      .filter((p): p is string => typeof p === 'string');
    expect(patterns.filter((p) => !(p in PATTERN_DESCRIPTIONS))).toEqual([]);
    const merchantDefs = schemas.get('merchant.schema.json')!['$defs'] as Record<string, { pattern: string }>;
    const routeDefs = schemas.get('routes.schema.json')!['$defs'] as Record<string, { pattern: string }>;
    expect(new RegExp(merchantDefs['host']!.pattern, 'u').source).toBe(HOST_NAME.source);
    expect(new RegExp(merchantDefs['assetPath']!.pattern, 'u').source).toBe(ASSET_PATH.source);
    expect(new RegExp(routeDefs['routeLink']!.pattern, 'u').source).toBe(ROUTE_LINK.source);
  });
});

describe('catalogues agree with each other', () => {
  it('FlagName lists exactly the SiteFlags properties', () => {
    expect(enumOf('site-flags.schema.json', 'flagName')).toEqual(propertiesOf('site-flags.schema.json'));
  });

  it('RegistrationFieldName lists exactly the RegistrationRules properties (the 27 fields of SPEC section 3)', () => {
    expect(enumOf('registration-rules.schema.json', 'registrationFieldName')).toEqual(
      propertiesOf('registration-rules.schema.json'),
    );
    expect(propertiesOf('registration-rules.schema.json')).toHaveLength(27);
  });

  it('NavCategoryId, the checker and navigation.json list the 12 categories of SPEC section 2', () => {
    expect(enumOf('navigation.schema.json', 'navCategoryId')).toEqual(NAV_CATEGORY_IDS);
    const categories = json('navigation.json').categories as { id: string; route: string; alwaysShown: boolean }[];
    expect(categories.map((c) => c.id)).toEqual(NAV_CATEGORY_IDS);
    expect(categories.filter((c) => c.alwaysShown).map((c) => c.id)).toEqual(['HOME', 'PROMO']);
    expect(Object.fromEntries(categories.map((c) => [c.id, c.route]))).toMatchObject({
      HOME: '/',
      PROMO: '/promotions',
      COCKFIGHT: '/cockfight',
    });
  });

  it('every member and agent page has its route in routes.json', () => {
    const routes = new Set((json('routes.json').routes as { path: string }[]).map((r) => r.path));
    for (const id of enumOf('menus.schema.json', 'memberPageId'))
      expect(routes.has(`/member/${id}`), String(id)).toBe(true);
    for (const id of enumOf('menus.schema.json', 'agentPageId'))
      expect(routes.has(`/agentHome/${id}`), String(id)).toBe(true);
  });

  it('the language catalogue is the platform 29 codes', () => {
    const codes = enumOf('merchant.schema.json', 'languageCode');
    expect(codes).toHaveLength(29);
    expect(codes).toEqual(expect.arrayContaining(['TY', 'MY', 'MS', 'PT-BR', 'UR-LA', 'CN', 'TW']));
  });
});

describe('schema defaults carry the SPEC section 9 constants', () => {
  const merchant = schemas.get('merchant.schema.json')!;
  const props = merchant['properties'] as Record<string, unknown>;
  const defaults = (key: string) => schemaDefaults(props[key]);

  it('timings', () => {
    expect(defaults('timings')).toEqual({
      bannerCarousel: { delayMs: 5000, transitionMs: 1000, spacing: 20.3 },
      hotCarousel: { slides: 6, autoplayMs: 1200 },
      promoCarousel: { slides: 3, gap: 20 },
      jackpotCounter: { tickIntervalsMs: [3000, 4000, 5000] },
      gameCardRewardTickMs: 3000,
      favouriteThrottleMs: 1000,
      captchaRefreshThrottleMs: 1000,
      smsRequestThrottleMs: 1000,
      smsCountdownSecondsPerExpiryMinute: 60,
      smsFallbackExpiryMinutes: 1,
      tooManyRequestsWaitMinutes: 5,
      vendorRequestSpacingMs: 300,
      rememberMeHours: 24,
      chunkLoadTimeoutMs: 120000,
    });
  });

  it('page sizes and limits', () => {
    expect(defaults('pageSizes')).toEqual({
      hotGames: { min: 10, max: 12 },
      recentGames: 20,
      vendorGames: 20,
      crashGames: 12,
      favouriteGames: 999,
      winnerBoardRequest: 20,
      biggestWinsShown: 9,
      announcements: { pageSize: 9, pageNumbers: 5, marginPages: 1 },
    });
    expect(defaults('limits')).toEqual({
      upload: { formats: ['png', 'jpg'], maxFileSizeMb: 5, maxFiles: 3 },
      remarkMaxChars: 140,
      feedbackMaxChars: 140,
    });
  });

  it('registration, agent hours, languages and home sections', () => {
    expect(defaults('registration')).toEqual({
      ageLimit: 18,
      defaultDialingCode: '63',
      welcomeBonus: { enabled: true, amount: 131000, channels: ['ZALO', 'WHATSAPP'] },
    });
    expect(defaults('agent')).toEqual({
      supportHours: {
        days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        open: '12:00',
        close: '21:00',
        timezone: 'Asia/Manila',
      },
    });
    expect(defaults('languages')).toEqual({ supported: ['TY', 'EN'], default: 'TY' });
    const section = (merchant['$defs'] as Record<string, { properties: { maxGames: unknown } }>)['homeSection']!
      .properties.maxGames;
    expect(section).toMatchObject({ default: 12, maximum: 12 });
  });
});
