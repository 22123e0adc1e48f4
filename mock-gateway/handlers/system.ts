/** system.*: whitelabel switches, registration rules, boot status, domains, help centre, JWKS. */
import type * as Api from '../../src/generated/api-types.js';
import { encryptCsPath } from '../lib/cs-cipher.js';
import type { SiteMerchant } from '../lib/site-config.js';
import { gatewaySettings, geetestSwitches } from './geetest.js';
import type { HandlerContext, HandlerMap } from './types.js';

/** The merchant's customer-service placements, with their links encrypted as the platform sends them. */
export function customerServiceEntries(ctx: HandlerContext): Api.SystemConsolidatedValue['customerService'] {
  return ctx.world.content.customerService(ctx.merchantCode).map((c) => ({
    csPosition: c.csPosition,
    csType: c.csType,
    title: c.title,
    path: encryptCsPath(c.path),
  }));
}

/** The platform's domainRoute: the merchant's domains in the order to try, and its customer-service links. */
export function domainRoute(ctx: HandlerContext): Api.SystemDomainRouteValue {
  return {
    domainList: ctx.merchant.hosts.map((domainName) => ({ domainName })),
    customerService: customerServiceEntries(ctx).map(({ path }) => ({ path })),
  };
}

const GROUPS: Record<string, string[]> = {
  REGISTER: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  LOGIN: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'FORGETPWDPHONE3', 'GEETEST3', 'GEETESTVCODE3'],
  AGENT: ['AGENTPOLICY3', 'enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'],
};

/** The merchant's switches as the platform's tree; `alsoOn` are switches a QA scenario turns on (Geetest's). */
export function whitelabelTree(m: SiteMerchant, alsoOn: readonly string[] = []): Api.WhitelabelNode[] {
  const flags: Record<string, unknown> = { ...m.seed.siteFlags, ...Object.fromEntries(alsoOn.map((n) => [n, '1'])) };
  const on = (v: unknown): '1' | '0' => (v === true || v === '1' ? '1' : '0');
  const placed = new Set(Object.values(GROUPS).flat());
  const groups = Object.entries(GROUPS).map(([modId, names]) => ({
    modId,
    enabled: '1' as const,
    childrenNodes: names.filter((n) => n in flags).map((n) => ({ modId: n, enabled: on(flags[n]), childrenNodes: [] })),
  }));
  const other = Object.keys(flags)
    .filter((n) => !placed.has(n))
    .map((n) => ({ modId: n, enabled: on(flags[n]), childrenNodes: [] }));
  return other.length ? [...groups, { modId: 'OTHER', enabled: '1', childrenNodes: other }] : groups;
}

export const systemHandlers = {
  'system.whitelabel': (ctx) => whitelabelTree(ctx.merchant, geetestSwitches(ctx)),

  'system.registerSettings': (ctx) => ctx.merchant.registrationRules,

  'system.status': (ctx) => {
    const { world, merchant, origin } = ctx;
    const status = world.scenarios.status(ctx.ip);
    const m = world.scenarios.get('maintenance');
    const country = world.scenarios.regionBlock(ctx.ip)?.country;
    const gw = gatewaySettings(ctx);
    return {
      status,
      maintenance: status === 1,
      regionRestriction: status === 2,
      ...(status === 1 && typeof m === 'object' && m.until !== undefined ? { maintenanceEnd: m.until } : {}),
      location: { ip: ctx.ip, ...(country ? { country } : {}) },
      info: {
        customerService: customerServiceEntries(ctx),
        domainRoute: domainRoute(ctx),
        resources: {},
        whitelabel: whitelabelTree(merchant, geetestSwitches(ctx)),
        register: merchant.registrationRules,
        mainDomain: merchant.hosts[0] ?? '',
        analytics: { gtagId: '' },
        imageCDNs: [origin],
        launchGameCDNs: [origin],
        ...(gw ? { gw } : {}),
      },
    };
  },

  'system.domainRoute': (ctx) => domainRoute(ctx),

  'system.helpCenter': (ctx) => {
    const lang = (ctx.query.lang as string | undefined) ?? ctx.language;
    return ctx.world.content.helpCenter(lang, ctx.merchantCode).map((h) => ({
      id: h.id,
      category: h.category,
      categoryCode: h.categoryCode,
      title: h.title,
      content: h.content,
    }));
  },

  // URLs only, from the merchant's config: the site loads a script from an origin it allows, never text from here.
  'system.customerServiceScript': (ctx) => {
    const cs = ctx.merchant.raw.customerService as { chatScripts?: string[] } | undefined;
    return { scripts: (cs?.chatScripts ?? []).map((src) => ({ src })) };
  },

  'system.jwks': async (ctx) => ({ keys: await ctx.mock.keyring.publicKeys(ctx.world.clock.now()) }),
} satisfies HandlerMap;
