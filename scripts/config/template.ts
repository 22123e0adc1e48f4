/**
 * The starting point of a new merchant (`npm run merchant:new`): every value the schema has a default for is
 * taken from the schema, the rest is a neutral, accessible template the operator then edits.
 */
import { arrayAt, isObject, numberAt, stringAt, type JsonObject } from './json-access.ts';
import type { SchemaObject, SchemaSet } from './types.ts';

export interface TemplateInput {
  code: string;
  name: string;
  host: string;
  merchantCode: string;
  /** Parsed registration-patterns.json, for the rules' acceptedPattern. */
  patterns: unknown;
}

/** The value a schema node describes by its defaults: its own default, or an object built from its properties'. */
export function schemaDefaults(node: unknown): unknown {
  if (!isObject(node)) return undefined;
  if (node['default'] !== undefined) return structuredClone(node['default']);
  const properties = node['properties'];
  if (node['type'] !== 'object' || !isObject(properties)) return undefined;
  const value: JsonObject = {};
  for (const [key, child] of Object.entries(properties)) {
    const childDefault = schemaDefaults(child);
    if (childDefault !== undefined) value[key] = childDefault;
  }
  return value;
}

function schema(schemas: SchemaSet, name: string): SchemaObject {
  const found = schemas.get(name);
  if (!found) throw new Error(`schemas/config/${name} is missing`);
  return found;
}

function property(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const key of path)
    current = isObject(current) && isObject(current['properties']) ? current['properties'][key] : undefined;
  return current;
}

const PALETTES = {
  dark: {
    background: '#111418',
    surface: '#1a1f26',
    surfaceRaised: '#242b34',
    text: '#f2f4f7',
    textMuted: '#aab3bf',
    primary: '#4f9cf9',
    onPrimary: '#0b1320',
    accent: '#f5a524',
    border: '#323b47',
    focus: '#8ec1ff',
    danger: '#ff8a8a',
    success: '#5fd08a',
    warning: '#f5c04a',
  },
  light: {
    background: '#f7f8fa',
    surface: '#ffffff',
    surfaceRaised: '#eef1f5',
    text: '#161a1f',
    textMuted: '#535c68',
    primary: '#1d5fc4',
    onPrimary: '#ffffff',
    accent: '#a85d00',
    border: '#d5dbe3',
    focus: '#1d5fc4',
    danger: '#b3261e',
    success: '#1b7a38',
    warning: '#8a5300',
  },
};

const MEMBER_PAGES: [id: string, label: string, badge?: string][] = [
  ['securityCenter', 'member.securityCenter'],
  ['transferFund', 'member.transferFund'],
  ['depositv2', 'member.deposit'],
  ['withdraw', 'member.withdraw'],
  ['transferUpline', 'member.transferUpline'],
  ['personalHistoryCopy', 'member.bettingRecord'],
  ['transactionHistory', 'member.accountRecord'],
  ['personalProfit', 'member.personalProfit'],
  ['bonusDetails', 'member.bonusDetails'],
  ['rewardCenter', 'member.rewardCenter', 'rewards'],
  ['referral', 'member.referral'],
  ['missionLeaderboard', 'member.missions', 'missions'],
  ['messageV2', 'member.messages', 'messages'],
];

const AGENT_PAGES: [id: string, label: string, flag?: string][] = [
  ['agentTeamOverview', 'agent.teamOverview'],
  ['deposit', 'agent.deposit'],
  ['withdraw', 'agent.withdraw'],
  ['agentAnnouncement', 'agent.announcements'],
  ['registerCenter', 'agent.registerCenter'],
  ['downlineManagmentView', 'agent.teamManagement'],
  ['personalHistoryCopy', 'agent.teamBetting'],
  ['palStatementsAgentCopy', 'agent.userLoss'],
  ['agentRevenueReport', 'agent.myIncome'],
  ['agentDownlineTransactionDetailsCopy', 'agent.accountDetails'],
  ['dividendRecord', 'agent.dividendRecord', 'enableCt'],
  ['dailyWages', 'agent.dailyWages', 'salary'],
  ['hourlySalary', 'agent.hourlySalary', 'hourSalary'],
  ['realtimeSalary', 'agent.realtimeSalary', 'agentRealtimeSalary'],
  ['platformMessages', 'agent.platformMessages'],
  ['customerService', 'agent.customerService'],
];

/** PLATFORM-NOTES fallbacks (username 6-13, password 6-16, mobile 10-16, dialing code 1-3, SMS code 1-10). */
const RULES: [field: string, enabled: boolean, required: boolean, patternId: number, min: number, max: number][] = [
  ['username', true, true, 1, 6, 13],
  ['password', true, true, 0, 6, 16],
  ['confirmPassword', true, true, 0, 6, 16],
  ['email', true, false, 3, 6, 64],
  ['mobileNum', true, true, 6, 10, 16],
  ['countryDialingCode', true, true, 6, 1, 3],
  ['verificationCode', true, true, 6, 1, 10],
  ['captcha', true, true, 4, 4, 4],
  ['affiliateCode', true, false, 4, 4, 20],
  ['payeeName', false, false, 12, 2, 50],
];

function registrationRules(patterns: unknown): JsonObject {
  const regexById = new Map<number, string>();
  for (const p of arrayAt(patterns, 'patterns')) {
    const id = numberAt(p, 'id');
    const regex = stringAt(p, 'regex');
    if (id !== undefined && regex !== undefined) regexById.set(id, regex);
  }
  return Object.fromEntries(
    RULES.map(([field, enabled, required, patternId, minLength, maxLength]) => [
      field,
      {
        enabled,
        required,
        patternId,
        minLength,
        maxLength,
        acceptedPattern: patternId === 0 ? '*' : (regexById.get(patternId) ?? '*'),
      },
    ]),
  );
}

/** merchant.json of a new merchant. */
export function merchantTemplate(schemas: SchemaSet, input: TemplateInput): JsonObject {
  const merchant = schema(schemas, 'merchant.schema.json');
  const fromSchema = (...path: string[]) => schemaDefaults(property(merchant, ...path));
  const shortName = input.name.replace(/\s+/g, '').slice(0, 16) || input.code.slice(0, 16);
  return {
    $schema: '../../schemas/config/merchant.schema.json',
    code: input.code,
    brand: { name: input.name, shortName, logo: 'assets/logo.svg', favicon: 'assets/favicon.svg' },
    merchantCodes: { default: input.merchantCode, byDomain: {} },
    domains: { hosts: [input.host], own: [input.host] },
    languages: fromSchema('languages'),
    theme: { default: fromSchema('theme', 'default'), palettes: structuredClone(PALETTES) },
    navigation: fromSchema('navigation'),
    bottomBar: fromSchema('bottomBar'),
    home: {
      sections: [
        { id: 'hot', titleKey: 'home.hotGames', source: 'HOT', maxGames: 12 },
        { id: 'recent', titleKey: 'home.recentGames', source: 'RECENT', maxGames: 12 },
        { id: 'new', titleKey: 'home.newGames', source: 'NEW', maxGames: 12 },
        { id: 'live', titleKey: 'home.liveCasino', source: 'CATEGORY', category: 'LIVE', maxGames: 12 },
        { id: 'slots', titleKey: 'home.slots', source: 'CATEGORY', category: 'RNG', maxGames: 12 },
      ],
      boards: { jackpotCounter: { enabled: true }, biggestWins: { enabled: true }, jackpotGames: { enabled: true } },
    },
    footer: {
      products: [
        { labelKey: 'footer.liveCasino', route: '/live' },
        { labelKey: 'footer.slots', route: '/rng' },
        { labelKey: 'footer.sports', route: '/sports' },
      ],
      help: [
        { labelKey: 'footer.helpCentre', route: '/help' },
        { labelKey: 'footer.terms', route: '/help#term' },
      ],
      contact: [
        { kind: 'email', value: `support@${input.host}` },
        { kind: 'livechat', value: 'LIVECHAT-1' },
      ],
      licences: [{ name: '18+ play responsibly', logo: 'assets/licence-18.svg' }],
      paymentLogos: [{ name: 'Bank transfer', logo: 'assets/pay-bank.svg' }],
      vendorLogos: [
        { code: 'PT', logo: 'assets/vendor-pt.svg' },
        { code: 'MG', logo: 'assets/vendor-mg.svg' },
      ],
    },
    social: [],
    customerService: {
      placements: ['header', 'footer', 'maintenance', 'regionBlocked', 'loginDialog', 'forgotPassword'].map(
        (where) => ({
          csPosition: 'LIVECHAT-1',
          where,
        }),
      ),
    },
    appDownloads: {},
    agent: { supportHours: fromSchema('agent', 'supportHours') },
    registration: {
      ageLimit: fromSchema('registration', 'ageLimit'),
      defaultDialingCode: fromSchema('registration', 'defaultDialingCode'),
      welcomeBonus: { ...(fromSchema('registration', 'welcomeBonus') as JsonObject), currency: 'PHP' },
    },
    timings: fromSchema('timings'),
    pageSizes: fromSchema('pageSizes'),
    limits: fromSchema('limits'),
    siteFlags: schemaDefaults(schema(schemas, 'site-flags.schema.json')),
    registrationRules: registrationRules(input.patterns),
    memberMenu: {
      defaultEntry: 'securityCenter',
      entries: MEMBER_PAGES.map(([id, labelKey, badge]) => ({
        id,
        labelKey,
        route: `/member/${id}`,
        ...(badge ? { badge } : {}),
      })),
    },
    agentMenu: {
      defaultEntry: 'agentTeamOverview',
      entries: AGENT_PAGES.map(([id, labelKey, requiresFlag]) => ({
        id,
        labelKey,
        route: `/agentHome/${id}`,
        ...(requiresFlag ? { requiresFlag } : {}),
      })),
    },
  };
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${xml(title)}</title>${body}</svg>\n`
  );
}

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

function tile(title: string, label: string, width = 96): string {
  return svg(
    width,
    40,
    title,
    `<rect width="${width}" height="40" rx="8" fill="${PALETTES.light.primary}"/>` +
      `<text x="${width / 2}" y="26" text-anchor="middle" ${FONT} font-size="16" fill="${PALETTES.light.onPrimary}">${xml(label)}</text>`,
  );
}

/** A four-pointed star: the placeholder mark, the same for every brand. */
const MARK = (cx: number, cy: number, r: number, fill: string): string =>
  `<path d="M${cx} ${cy - r}L${cx + r * 0.3} ${cy - r * 0.3}L${cx + r} ${cy}L${cx + r * 0.3} ${cy + r * 0.3}L${cx} ${cy + r}L${cx - r * 0.3} ${cy + r * 0.3}L${cx - r} ${cy}L${cx - r * 0.3} ${cy - r * 0.3}Z" fill="${fill}"/>`;

/**
 * Placeholder images named by the template, keyed by path inside the merchant folder. The logo and favicon carry
 * no brand name (the header names the brand from merchant.json), so renaming the brand never leaves an old name
 * on screen; replace them with the brand's own art.
 */
export function templateAssets(): Record<string, string> {
  return {
    'assets/logo.svg': svg(
      150,
      36,
      'Placeholder logo (replace assets/logo.svg)',
      `<rect width="150" height="36" rx="8" fill="${PALETTES.dark.surface}"/>` +
        MARK(20, 18, 12, PALETTES.dark.primary) +
        `<text x="86" y="24" text-anchor="middle" ${FONT} font-size="15" letter-spacing="3" fill="${PALETTES.dark.text}">LOGO</text>`,
    ),
    'assets/favicon.svg': svg(
      48,
      48,
      'Placeholder icon (replace assets/favicon.svg)',
      `<rect width="48" height="48" rx="10" fill="${PALETTES.light.primary}"/>` +
        MARK(24, 24, 16, PALETTES.light.onPrimary),
    ),
    'assets/licence-18.svg': svg(
      50,
      50,
      '18+ play responsibly',
      `<circle cx="25" cy="25" r="22" fill="${PALETTES.dark.surface}" stroke="#d93025" stroke-width="4"/>` +
        `<text x="25" y="31" text-anchor="middle" ${FONT} font-size="17" fill="${PALETTES.dark.text}">18+</text>`,
    ),
    'assets/pay-bank.svg': tile('Bank transfer', 'BANK', 120),
    'assets/vendor-pt.svg': tile('PT games', 'PT'),
    'assets/vendor-mg.svg': tile('MG games', 'MG'),
  };
}
