import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { MemberInfo, SessionLoginValue } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { IdentityError } from '@/lib/identity/identity-provider';
import { socialSignInMachine } from './social-sign-in.machine';

const MEMBER = { id: 9, account: 'g00001001', nickname: 'Maria Santos', type: 0 } as MemberInfo;
const LOGIN = { token: 'tok-1', firstTimeLogin: true, passwordExpired: false } as SessionLoginValue;
const refuse = (code: string, status = 400) => new GatewayError(code, code, status);

function run(impl: {
  authorize?: () => Promise<string>;
  login?: () => Promise<SessionLoginValue>;
  register?: () => Promise<SessionLoginValue>;
  loadMember?: () => Promise<MemberInfo>;
}) {
  const calls = {
    login: vi.fn((_input: unknown) => (impl.login ?? (async () => LOGIN))()),
    register: vi.fn((_input: unknown) => (impl.register ?? (async () => LOGIN))()),
    storeToken: vi.fn(),
    discardSession: vi.fn(),
  };
  const actor = createActor(
    socialSignInMachine.provide({
      actors: {
        authorize: fromPromise(impl.authorize ?? (async () => 'id-token')),
        login: fromPromise(({ input }) => calls.login(input)),
        register: fromPromise(({ input }) => calls.register(input)),
        loadMember: fromPromise(impl.loadMember ?? (async () => MEMBER)),
      },
      actions: {
        storeToken: (_, { token }) => calls.storeToken(token),
        discardSession: () => calls.discardSession(),
      },
    }),
  ).start();
  actor.send({ type: 'social.start', channel: 'GOOGLE' });
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof run>['actor']) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const s = actor.getSnapshot();
      if (s.status === 'done' || s.matches('idle')) resolve();
    };
    actor.subscribe(check);
    check();
  });

describe('social sign-in', () => {
  it('signs in a person already linked, with the provider token, and never registers', async () => {
    const { actor, calls } = run({});
    expect(await toPromise(actor)).toEqual({ member: MEMBER, firstTimeLogin: true });
    expect(calls.login).toHaveBeenCalledWith({ channel: 'GOOGLE', idToken: 'id-token' });
    expect(calls.register).not.toHaveBeenCalled();
    expect(calls.storeToken).toHaveBeenCalledWith('tok-1');
  });

  it('registers the first time (social_account_not_registered), then signs in', async () => {
    const { actor, calls } = run({
      login: async () => {
        throw refuse('social_account_not_registered', 404);
      },
      register: async () => ({ ...LOGIN, token: 'tok-new' }),
    });
    expect((await toPromise(actor)).member).toBe(MEMBER);
    expect(calls.register).toHaveBeenCalledWith({ channel: 'GOOGLE', idToken: 'id-token' });
    expect(calls.storeToken).toHaveBeenCalledWith('tok-new');
  });

  it('returns to idle with the refusal and forgets the token; nothing is stored', async () => {
    const { actor, calls } = run({
      login: async () => {
        throw refuse('social_token_invalid', 401);
      },
    });
    await settled(actor);
    const s = actor.getSnapshot();
    expect((s.context.error as GatewayError).code).toBe('social_token_invalid');
    expect(s.context.idToken).toBeNull();
    expect(calls.storeToken).not.toHaveBeenCalled();
  });

  it('returns to idle when the window is closed, and asks the gateway nothing', async () => {
    const { actor, calls } = run({
      authorize: async () => {
        throw new IdentityError('popup_closed');
      },
    });
    await settled(actor);
    expect((actor.getSnapshot().context.error as IdentityError).code).toBe('popup_closed');
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('drops the half-open session when member info fails after the token was stored', async () => {
    const { actor, calls } = run({
      loadMember: async () => {
        throw refuse('internal.error', 500);
      },
    });
    await settled(actor);
    expect(calls.storeToken).toHaveBeenCalled();
    expect(calls.discardSession).toHaveBeenCalled();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
