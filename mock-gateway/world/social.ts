/**
 * Accounts reached through an identity provider (one-click Google / Facebook, external phone verification): a
 * verified identity is linked to one account; the first sign-in creates it (register/autoUsername).
 */
import type { Account, Accounts, LoginResult, Scenarios, Sessions } from './types.js';
import { WorldError } from './errors.js';
import { refuseLoginByStatus } from './login-status.js';
import { hash32 } from './rng.js';

export type IdentityChannel = 'GOOGLE' | 'FACEBOOK' | 'PHONE';

/** What a verified provider token says about the person. */
export interface VerifiedIdentity {
  channel: IdentityChannel;
  /** The provider's stable id of the person. */
  subject: string;
  name?: string;
  email?: string;
  /** E.164, for PHONE. */
  phoneNumber?: string;
}

export interface Social {
  /** Signs in the linked account; social_account_not_registered when none is linked yet. */
  login(identity: VerifiedIdentity, ip: string | undefined): LoginResult;
  /** Creates the account the first time (a generated username), links it and signs in; later: signs in. */
  registerAuto(
    identity: VerifiedIdentity,
    input: { merchantCode?: string; ip?: string; affiliateCode?: string },
  ): LoginResult;
}

export function createSocial(deps: {
  accounts: Accounts;
  sessions: Sessions;
  scenarios: Pick<Scenarios, 'status'>;
  token: (length: number) => string;
  /** Team management's member status of an account (1 Normal when it has none): some refuse the login. */
  memberStatus?: (accountId: number) => number;
}): Social {
  // As a password login: refused during maintenance or from a blocked region, then a fresh session.
  const issue = (account: Account, ip: string | undefined): LoginResult => {
    const status = deps.scenarios.status(ip);
    if (status === 1) throw new WorldError('info_maintenance');
    if (status === 2) throw new WorldError('blockip');
    if (account.frozen) throw new WorldError('account_frozen');
    refuseLoginByStatus(deps.memberStatus?.(account.id) ?? 1);
    const session = deps.sessions.login(account.id, ip);
    return {
      token: session.token,
      firstTimeLogin: account.firstTimeLogin,
      passwordExpired: false,
      weakPassword: false,
      account,
      session,
    };
  };
  const links = new Map<string, number>();
  const key = (i: VerifiedIdentity): string => `${i.channel}|${i.subject}`;
  const linked = (i: VerifiedIdentity) => {
    const id = links.get(key(i));
    return id === undefined ? undefined : deps.accounts.byId(id);
  };
  return {
    login(identity, ip) {
      const a = linked(identity);
      if (!a) throw new WorldError('social_account_not_registered');
      return issue(a, ip);
    },
    registerAuto(identity, input) {
      const existing = linked(identity);
      if (existing) return issue(existing, input.ip);
      const prefix = { GOOGLE: 'g', FACEBOOK: 'f', PHONE: 'p' }[identity.channel];
      let username = `${prefix}${(hash32(key(identity)) % 1e8).toString().padStart(8, '0')}`;
      while (deps.accounts.findByUsername(username)) username = `${prefix}${deps.token(8).toLowerCase()}`;
      const national = identity.phoneNumber?.replace(/^\+63/, '0');
      const a = deps.accounts.register(
        {
          username,
          ...(() => {
            const password = deps.token(16);
            return { password, confirmPassword: password };
          })(),
          nickname: identity.name ?? username,
          ...(identity.email ? { email: identity.email } : {}),
          ...(national ? { mobileNum: national, countryDialingCode: '63' } : {}),
          ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
        },
        'username',
        {
          rules: {},
          ...(input.ip ? { ip: input.ip } : {}),
          ...(input.merchantCode ? { merchantCode: input.merchantCode } : {}),
        },
      );
      links.set(key(identity), a.id);
      return issue(a, input.ip);
    },
  };
}
