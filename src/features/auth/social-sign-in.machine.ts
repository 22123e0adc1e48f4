import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo, SessionLoginValue } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { IdentityChannel } from '@/lib/identity/identity-provider';

/** The code of a first sign-in: no account is linked to this identity yet (then register/autoUsername). */
const NOT_REGISTERED = 'social_account_not_registered';

export interface SocialContext {
  channel: IdentityChannel | null;
  /** The provider's ID token, kept only while the gateway is asked. */
  idToken: string | null;
  login: SessionLoginValue | null;
  member: MemberInfo | null;
  error: unknown;
}

export type SocialEvent = { type: 'social.start'; channel: IdentityChannel } | { type: 'social.reset' };

export interface SocialOutcome {
  member: MemberInfo;
  firstTimeLogin: boolean;
}

const needs = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided`);
};

/**
 * Sign-in through an identity provider (SPEC §2): the provider's window answers with an ID token → login with it
 * (type firebase) → the first time, the gateway knows no account (social_account_not_registered): one-click
 * registration (register/autoUsername) creates it and signs in → token stored → member info → done. A closed or
 * blocked window, or any refusal, returns to idle with the error; the token is dropped.
 */
export const socialSignInMachine = setup({
  types: {
    context: {} as SocialContext,
    events: {} as SocialEvent,
    output: {} as SocialOutcome,
  },
  actors: {
    authorize: fromPromise<string, IdentityChannel>(needs('authorize')),
    login: fromPromise<SessionLoginValue, { channel: IdentityChannel; idToken: string }>(needs('login')),
    register: fromPromise<SessionLoginValue, { channel: IdentityChannel; idToken: string }>(needs('register')),
    loadMember: fromPromise<MemberInfo>(needs('loadMember')),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    /** Member info failed after the token was stored: drop the half-open session. */
    discardSession: () => {},
  },
  guards: {
    notRegistered: (_, params: { error: unknown }) =>
      params.error instanceof GatewayError && params.error.code === NOT_REGISTERED,
  },
}).createMachine({
  id: 'socialSignIn',
  context: { channel: null, idToken: null, login: null, member: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'social.start': {
          target: 'authorizing',
          actions: assign({ channel: ({ event }) => event.channel, error: null, login: null }),
        },
        'social.reset': { actions: assign({ error: null }) },
      },
    },
    authorizing: {
      invoke: {
        src: 'authorize',
        input: ({ context }) => context.channel!,
        onDone: { target: 'signingIn', actions: assign({ idToken: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ channel: context.channel!, idToken: context.idToken! }),
        onDone: { target: 'storing', actions: assign({ login: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'notRegistered', params: ({ event }) => ({ error: event.error }) }, target: 'registering' },
          { target: 'idle', actions: assign({ error: ({ event }) => event.error, idToken: null }) },
        ],
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context }) => ({ channel: context.channel!, idToken: context.idToken! }),
        onDone: { target: 'storing', actions: assign({ login: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error, idToken: null }) },
      },
    },
    storing: {
      entry: [
        assign({ idToken: null }),
        { type: 'storeToken', params: ({ context }) => ({ token: context.login!.token }) },
      ],
      always: 'loadingMember',
    },
    loadingMember: {
      invoke: {
        src: 'loadMember',
        onDone: {
          target: 'done',
          actions: assign({ member: ({ event }) => event.output }),
        },
        onError: { target: 'idle', actions: [assign({ error: ({ event }) => event.error }), 'discardSession'] },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ member: context.member!, firstTimeLogin: !!context.login?.firstTimeLogin }),
});
