/**
 * The platform's boot calls (templates, consolidated settings, country, location), the domain ping and the member's
 * language: the calls the captured front end makes that the mock did not serve before (docs/reference).
 */
import QRCode from 'qrcode';
import { fail } from '../lib/gateway-error.js';
import type { SiteMerchant } from '../lib/site-config.js';
import { currencyPosition, currencySymbol } from '../lib/to-api.js';
import { account } from './shared.js';
import { customerServiceEntries, domainRoute, whitelabelTree } from './system.js';
import { geetestSwitches } from './geetest.js';
import type { HandlerMap } from './types.js';

/** Dialing code -> country, for the merchants' default dialing codes and the phone fields' list. */
const COUNTRIES: Record<string, string> = { '63': 'PH', '55': 'BR', '84': 'VN', '66': 'TH', '62': 'ID', '91': 'IN' };

interface MerchantRaw {
  registration?: { defaultDialingCode?: string; welcomeBonus?: { currency?: string } };
  appDownloads?: Record<string, { url?: string } | undefined>;
}

const raw = (m: SiteMerchant) => m.raw as MerchantRaw;

/** appDownloads keys -> the platform's resourceType. */
const RESOURCE_TYPES: Record<string, string> = { ios: 'IOS', iosLite: 'IOS_LITE', android: 'ANDROID' };

async function resources(m: SiteMerchant) {
  const out = [];
  for (const [key, app] of Object.entries(raw(m).appDownloads ?? {})) {
    if (!app?.url) continue;
    const qrCodeUrl = await QRCode.toDataURL(app.url, { margin: 1, width: 160 });
    out.push({ resourceType: RESOURCE_TYPES[key] ?? key.toUpperCase(), url: app.url, qrCodeUrl });
  }
  return out;
}

export const platformHandlers = {
  'system.templates': (ctx) => ({
    templateId: `W${ctx.merchant.code.toUpperCase()}`,
    merchantCode: ctx.merchantCode,
    parameters: { switch_register: '0', switch_ent: 0, prize_mode: 'Lott' },
  }),

  'system.consolidated': async (ctx) => {
    const { merchant } = ctx;
    return {
      domainRoute: domainRoute(ctx),
      resources: await resources(merchant),
      customerService: customerServiceEntries(ctx),
      register: merchant.registrationRules,
      whitelabel: whitelabelTree(merchant, geetestSwitches(ctx)),
    };
  },

  'system.country': (ctx) => {
    const dialing = raw(ctx.merchant).registration?.defaultDialingCode ?? '63';
    const currency = raw(ctx.merchant).registration?.welcomeBonus?.currency ?? 'PHP';
    return {
      countryCode: COUNTRIES[dialing] ?? 'PH',
      countryDialingCode: dialing,
      countries: Object.entries(COUNTRIES).map(([countryDialingCode, countryCode]) => ({
        countryCode,
        countryDialingCode,
      })),
      currency,
      currencySymbol: currencySymbol(currency),
      currencyPosition: currencyPosition(currency),
    };
  },

  'system.location': (ctx) => {
    const country = ctx.world.scenarios.regionBlock(ctx.ip)?.country;
    return { ip: ctx.ip, ...(country ? { country } : {}) };
  },

  'system.ping': (ctx) => ({ speed: String(ctx.query.speed) }),

  'member.language': (ctx) => {
    const a = account(ctx);
    // Trial accounts keep the site's language only (the platform's client does not send it for them).
    if (a.kind === 'trial' || a.type === 4) fail('in_need_true_account');
    const language = ctx.body.language as string;
    a.extra.language = language;
    return { language };
  },
} satisfies HandlerMap;
