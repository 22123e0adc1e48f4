/** Members, trial accounts and agents with downlines. Passwords are stored plainly (this is a mock). */
import { DEMO_ACCOUNTS, DEMO_PAYMENT_PASSWORD, LOCAL_IPS, type DemoUsername } from './demo.js';
import { WorldError } from './errors.js';
import { DEFAULT_RULES, validateRegistration, type PatternCatalogue } from './patterns.js';
import type { Account, Accounts, Clock, RegisterMethod, RegistrationFields, RegistrationRule, Rng } from './types.js';
import { AGENT_TYPES, TRIAL_TYPE } from './types.js';
import { referralCodeOwner } from './referral-code.js';

const DAY = 86_400_000;
/** Password age after which `passwordExpired` is reported. */
export const PASSWORD_MAX_AGE_MS = 90 * DAY;

/** Core fields stored on the account; everything else from a registration goes to `extra`. */
const CORE_FIELDS = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'countryDialingCode',
  'email',
  'nickname',
  'paymentPassword',
  'affiliateCode',
  'verificationCode',
  'captcha',
]);

export interface AccountsDeps {
  clock: Clock;
  rng: Rng;
  /** Default merchant code for seeded accounts. */
  merchantCode: string;
  /** The registration pattern catalogue (default regexes of the rules' pattern ids). */
  patterns: PatternCatalogue;
  /** True while the password-expired scenario is on. */
  passwordExpiredScenario: () => boolean;
  /** Called for every created account (seed balances, etc.). */
  onCreated?: (account: Account, seeded: boolean) => void;
  /** Called once before a username lookup misses (the lazily built agent team creates its accounts then). */
  beforeMiss?: (username: string) => void;
}

export interface AccountsInternal extends Accounts {
  /** Seeded accounts by demo username. */
  demo(username: DemoUsername): Account;
  /** Creates a seeded account with no opening balance (the agent team books its own history, world/team.ts). */
  adopt(init: Partial<Account> & Pick<Account, 'account' | 'password' | 'type'>): Account;
}

/** Digits only, without leading zeros (the national significant number). */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^0+/, '');
}

export function mobileKey(mobile: string, dialing?: string): string {
  return `${(dialing ?? '').replace(/\D/g, '')}|${normaliseMobile(mobile)}`;
}

export function kindOfType(type: number): Account['kind'] {
  if (type === TRIAL_TYPE) return 'trial';
  return AGENT_TYPES.includes(type) ? 'agent' : 'member';
}

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Dante',
  'Elena',
  'Felix',
  'Gina',
  'Hugo',
  'Ivy',
  'Jun',
  'Kai',
  'Lia',
  'Marco',
  'Nina',
  'Oscar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tina',
  'Umar',
  'Vera',
  'Wes',
  'Xia',
  'Yuri',
  'Zoe',
];
const LAST = ['Cruz', 'Reyes', 'Santos', 'Garcia', 'Tan', 'Lim', 'Nguyen', 'Tran', 'Chai', 'Sato', 'Park', 'Rossi'];

export function createAccounts(deps: AccountsDeps): AccountsInternal {
  const { clock, rng } = deps;
  const byId = new Map<number, Account>();
  const byName = new Map<string, number>();
  const byMobile = new Map<string, number>();
  const byNational = new Map<string, number[]>();
  const byAffiliate = new Map<string, number>();
  let nextId = 10_001;

  const index = (a: Account): void => {
    byId.set(a.id, a);
    byName.set(a.account.toLowerCase(), a.id);
    if (a.mobileNum) {
      byMobile.set(mobileKey(a.mobileNum, a.countryDialingCode), a.id);
      const nat = normaliseMobile(a.mobileNum);
      byNational.set(nat, [...(byNational.get(nat) ?? []), a.id]);
    }
    if (a.affiliateCode) byAffiliate.set(a.affiliateCode.toUpperCase(), a.id);
  };

  const create = (
    init: Partial<Account> & Pick<Account, 'account' | 'password' | 'type'>,
    seeded: boolean,
  ): Account => {
    const now = clock.now();
    const a: Account = {
      id: nextId++,
      nickname: init.account,
      kind: kindOfType(init.type),
      merchantCode: deps.merchantCode,
      passwordChangedAt: now,
      firstTimeLogin: false,
      frozen: false,
      knownIps: [],
      registeredAt: now,
      downlines: [],
      currency: 'PHP',
      vipLevel: 0,
      extra: {},
      ...init,
    };
    index(a);
    if (a.parentId !== undefined) byId.get(a.parentId)?.downlines.push(a.id);
    deps.onCreated?.(a, seeded);
    return a;
  };

  // ------------------------------------------------------------ seed
  const start = clock.start;
  const demos = new Map<DemoUsername, Account>();
  const pw = (u: DemoUsername): string => DEMO_ACCOUNTS.find((d) => d.username === u)?.password ?? '';
  const seedAccount = (u: DemoUsername, init: Partial<Account> & { type: number }): Account => {
    const a = create(
      {
        account: u,
        password: pw(u),
        knownIps: [...LOCAL_IPS],
        registeredAt: start - 400 * DAY,
        passwordChangedAt: start - 10 * DAY,
        ...init,
      },
      true,
    );
    demos.set(u, a);
    return a;
  };
  const randomName = (): string => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const generated = (prefix: string, type: number, parentId: number | undefined): Account => {
    const name = randomName();
    const acc = `${prefix}${rng.token(5).toLowerCase()}`;
    return create(
      {
        account: acc,
        nickname: name,
        password: `Pass${rng.digits(4)}`,
        type,
        ...(parentId !== undefined ? { parentId } : {}),
        mobileNum: `09${rng.digits(9)}`,
        countryDialingCode: '63',
        email: `${acc}@example.com`,
        knownIps: [...LOCAL_IPS],
        registeredAt: start - rng.int(5, 700) * DAY,
        passwordChangedAt: start - rng.int(1, 60) * DAY,
        vipLevel: rng.int(0, 6),
      },
      true,
    );
  };

  const member = seedAccount('demo_member', {
    type: 0,
    nickname: 'Demo Member',
    mobileNum: '09171234567',
    countryDialingCode: '63',
    email: 'demo_member@example.com',
    paymentPassword: DEMO_PAYMENT_PASSWORD,
    vipLevel: 2,
  });
  const top = create(
    {
      account: 'top_agent',
      nickname: 'Top Agent',
      password: 'TopAgent123',
      type: 1,
      knownIps: [...LOCAL_IPS],
      registeredAt: start - 900 * DAY,
      passwordChangedAt: start - 20 * DAY,
      affiliateCode: 'TOPAG',
    },
    true,
  );
  // demo_member's upline (transfer to upline) is top_agent, outside demo_agent's tree so its counts stay as they are.
  member.parentId = top.id;
  top.downlines.push(member.id);
  const agent = seedAccount('demo_agent', {
    type: 1,
    nickname: 'Demo Agent',
    parentId: top.id,
    mobileNum: '09171234568',
    countryDialingCode: '63',
    email: 'demo_agent@example.com',
    affiliateCode: 'DEMOAG',
  });
  seedAccount('demo_agent_only', {
    type: 41,
    nickname: 'Agent Only',
    parentId: agent.id,
    mobileNum: '09171234569',
    countryDialingCode: '63',
    affiliateCode: 'DEMOAG41',
  });
  seedAccount('demo_expired', {
    type: 0,
    nickname: 'Expired Password',
    passwordChangedAt: start - 200 * DAY,
    mobileNum: '09171234570',
    countryDialingCode: '63',
  });
  seedAccount('demo_weak', { type: 3, nickname: 'Weak Password', mobileNum: '09171234571', countryDialingCode: '63' });
  seedAccount('demo_first', {
    type: 0,
    nickname: 'First Timer',
    firstTimeLogin: true,
    registeredAt: start - DAY,
    passwordChangedAt: start - DAY,
  });
  seedAccount('demo_fresh_ip', {
    type: 0,
    nickname: 'Fresh IP',
    knownIps: [],
    mobileNum: '09170000001',
    countryDialingCode: '63',
    email: 'demo_fresh_ip@example.com',
  });
  seedAccount('demo_broke', { type: 0, nickname: 'Broke Member', mobileNum: '09171234572', countryDialingCode: '63' });

  // demo_agent's tree: sub-agents (2, 42), each with members; a type-41 agent below; demo_agent_only has members too.
  const agentOnly = demos.get('demo_agent_only')!;
  for (let i = 0; i < 4; i++) generated('mem', i % 2 ? 3 : 0, agent.id);
  const sub2 = generated('sub', 2, agent.id);
  sub2.affiliateCode = `AG${sub2.id}`;
  byAffiliate.set(sub2.affiliateCode, sub2.id);
  const sub42 = generated('sub', 42, agent.id);
  for (let i = 0; i < 3; i++) generated('mem', 0, sub2.id);
  const deep = generated('deep', 41, sub2.id);
  for (let i = 0; i < 2; i++) generated('mem', 0, deep.id);
  for (let i = 0; i < 2; i++) generated('mem', 3, sub42.id);
  for (let i = 0; i < 2; i++) generated('mem', 0, agentOnly.id);
  // Some unrelated members so lists are not empty.
  for (let i = 0; i < 12; i++) generated('player', i % 3 ? 0 : 3, undefined);

  // ------------------------------------------------------------ API
  const findByUsername = (u: string): Account | undefined => {
    const key = u.trim().toLowerCase();
    if (!byName.has(key)) deps.beforeMiss?.(key);
    const id = byName.get(key);
    return id === undefined ? undefined : byId.get(id);
  };
  const findByMobile = (mobile: string, dialing?: string): Account | undefined => {
    if (dialing) {
      const id = byMobile.get(mobileKey(mobile, dialing));
      if (id !== undefined) return byId.get(id);
    }
    const ids = byNational.get(normaliseMobile(mobile));
    return ids?.[0] === undefined ? undefined : byId.get(ids[0]);
  };
  const findByAffiliateCode = (code: string): Account | undefined => {
    const id = byAffiliate.get(code.trim().toUpperCase());
    return id === undefined ? undefined : byId.get(id);
  };
  const mustGet = (id: number): Account => {
    const a = byId.get(id);
    if (!a) throw new WorldError('user.or.token.invalid');
    return a;
  };
  const checkPassword = (field: string, value: string, rules?: Record<string, RegistrationRule>): void => {
    const r = rules?.password ?? DEFAULT_RULES.password!;
    const errors = validateRegistration(
      { password: value },
      { password: { ...r, enabled: true, required: true } },
      deps.patterns,
      { method: 'username', require: [] },
    )
      .filter((e) => e.field === 'password')
      .map((e) => ({ ...e, field }));
    if (errors.length) throw new WorldError('registration_invalid', errors);
  };

  return {
    demo: (u) => {
      const a = demos.get(u);
      if (!a) throw new Error(`unknown demo account ${u}`);
      return a;
    },
    adopt: (init) => create(init, false),
    byId: (id) => byId.get(id),
    findByUsername,
    findByMobile,
    findByAffiliateCode,
    all: () => [...byId.values()],
    downlineTree(agentId) {
      const out: Account[] = [];
      const walk = (id: number, depth: number): void => {
        if (depth > 20) return;
        for (const d of byId.get(id)?.downlines ?? []) {
          const a = byId.get(d);
          if (!a) continue;
          out.push(a);
          walk(a.id, depth + 1);
        }
      };
      walk(agentId, 0);
      return out;
    },
    register(fields: RegistrationFields, method: RegisterMethod, opts) {
      const errors = validateRegistration(fields, opts.rules, deps.patterns, { method });
      if (errors.length) throw new WorldError('registration_invalid', errors);
      const mobile = fields.mobileNum?.trim();
      const dialing = fields.countryDialingCode?.trim() || undefined;
      let username = fields.username?.trim();
      if (!username) {
        if (!mobile)
          throw new WorldError('registration_invalid', [
            { field: 'username', patternId: 0, min: 0, max: 0, code: 'required' },
          ]);
        username = `m${normaliseMobile(mobile)}`;
      }
      if (mobile && (dialing ? byMobile.has(mobileKey(mobile, dialing)) : byNational.has(normaliseMobile(mobile)))) {
        throw new WorldError('mobile_exists');
      }
      if (findByUsername(username)) throw new WorldError('username_exists');
      let parentId: number | undefined;
      // A member's referral code makes a friend (invite friends); any other code names an upline agent.
      const referrer = byId.get(referralCodeOwner(fields.referralCode) ?? -1);
      const referrerId = referrer && referrer.kind === 'member' ? referrer.id : undefined;
      const aff = (fields.affiliateCode ?? (referrerId === undefined ? fields.referralCode : undefined))?.trim();
      if (aff) {
        const upline = findByAffiliateCode(aff);
        if (!upline) throw new WorldError('affiliate_code_invalid');
        parentId = upline.id;
      }
      opts.beforeCreate?.();
      const extra: Record<string, string> = {};
      for (const [k, v] of Object.entries(fields)) if (v !== undefined && !CORE_FIELDS.has(k)) extra[k] = v;
      return create(
        {
          account: username,
          nickname: fields.nickname?.trim() || username,
          password: fields.password ?? '',
          type: opts.type ?? 0,
          // An agent registered by its upline (world/team.ts) gets its own invitation code.
          ...(kindOfType(opts.type ?? 0) === 'agent' ? { affiliateCode: `AG${nextId}` } : {}),
          merchantCode: opts.merchantCode ?? deps.merchantCode,
          ...(mobile ? { mobileNum: mobile, countryDialingCode: dialing ?? '63' } : {}),
          ...(fields.email ? { email: fields.email.trim() } : {}),
          ...(fields.paymentPassword ? { paymentPassword: fields.paymentPassword } : {}),
          ...(parentId !== undefined ? { parentId } : {}),
          ...(referrerId !== undefined ? { referrerId } : {}),
          knownIps: opts.ip ? [opts.ip] : [],
          extra,
        },
        false,
      );
    },
    changePassword(accountId, input, rules) {
      const a = mustGet(accountId);
      if (input.oldPassword !== undefined && input.oldPassword !== a.password)
        throw new WorldError('password_old_invalid');
      if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword)
        throw new WorldError('password_confirm_mismatch');
      checkPassword('newPassword', input.newPassword, rules);
      a.password = input.newPassword;
      a.passwordChangedAt = clock.now();
      a.firstTimeLogin = false;
      return a;
    },
    resetPasswordByPhone(mobileNum, newPassword, dialing) {
      const a = findByMobile(mobileNum, dialing);
      if (!a) throw new WorldError('mobile_not_registered');
      checkPassword('newPassword', newPassword);
      a.password = newPassword;
      a.passwordChangedAt = clock.now();
      a.firstTimeLogin = false;
      return a;
    },
    createTrial(ip) {
      return create(
        {
          account: `trial_${rng.token(8).toLowerCase()}`,
          nickname: 'Guest',
          password: rng.token(16),
          type: TRIAL_TYPE,
          knownIps: ip ? [ip] : [],
        },
        false,
      );
    },
    isPasswordExpired(a) {
      if (a.kind === 'trial') return false;
      return deps.passwordExpiredScenario() || clock.now() - a.passwordChangedAt > PASSWORD_MAX_AGE_MS;
    },
    markIpKnown(accountId, ip) {
      const a = mustGet(accountId);
      if (!a.knownIps.includes(ip)) a.knownIps.push(ip);
    },
    markFirstLoginDone(accountId) {
      mustGet(accountId).firstTimeLogin = false;
    },
    setFrozen(accountId, frozen) {
      const a = mustGet(accountId);
      a.frozen = frozen;
      return a;
    },
  };
}
