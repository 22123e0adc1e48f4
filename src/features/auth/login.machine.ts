import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MemberInfo, SessionLoginValue } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** SPEC §4: the fixed weak six-digit default password forces a change right after login. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export type LoginType = 'username' | 'sms';
/** The ways login_verify_required offers (its value's methods; the names are chosen here). */
export type VerifyMethod = 'mobile' | 'email' | 'bankAccountName' | 'authenticator';
/** Why a password change is forced right after login: the weak default, an expired password, or a first login. */
export type PasswordChangeReason = 'weak' | 'expired' | 'first';

/** What the user typed (already trimmed): username and password, or mobile number and SMS code. */
export interface LoginCredentials {
  type: LoginType;
  /** Username, or the mobile number for type sms. */
  username: string;
  /** Password, or the SMS code for type sms. */
  password: string;
  captcha?: string;
  countryDialingCode?: string;
  area?: 'member' | 'agent';
}

/** The login call's input: the credentials plus, after `login_verify_required`, the answer. */
export interface LoginRequest extends LoginCredentials {
  verification?: { method: VerifyMethod; answer: string };
}

/** Extra verification asked for by a login from an unrecognised IP (error value `{ methods, mobileHint?, emailHint? }`). */
export interface VerifyChallenge {
  methods: VerifyMethod[];
  method: VerifyMethod;
  mobileHint?: string;
  emailHint?: string;
}

export type LoginOutcome =
  | { kind: 'member'; member: MemberInfo; firstTimeLogin: boolean; trial: boolean }
  | { kind: 'mustChangePassword'; reason: PasswordChangeReason; firstTimeLogin: boolean };

export interface LoginInput {
  /** PWDEXPFORCECHANGE3: an expired password forces a change (not for SMS logins). */
  forceExpiredChange: boolean;
  /** Captcha image refresh at most this often (SPEC §9: 1000 ms). */
  captchaThrottleMs?: number;
  /**
   * False when a Geetest check runs with every login instead (GEETEST3): a failure's captcha flag then shows no image
   * captcha. Default true.
   */
  imageCaptcha?: boolean;
}

export interface LoginContext {
  forceExpiredChange: boolean;
  captchaThrottleMs: number;
  imageCaptcha: boolean;
  credentials: LoginCredentials | null;
  verification: LoginRequest['verification'] | null;
  challenge: VerifyChallenge | null;
  captchaRequired: boolean;
  /** Base64 PNG of the current captcha. */
  captchaImage: string | null;
  captchaFailed: boolean;
  error: unknown;
  login: SessionLoginValue | null;
  member: MemberInfo | null;
  trial: boolean;
  changeReason: PasswordChangeReason | null;
}

export type LoginEvent =
  | { type: 'login.submit'; credentials: LoginCredentials }
  | { type: 'login.freeplay' }
  | { type: 'captcha.refresh' }
  | { type: 'verify.choose'; method: VerifyMethod }
  | { type: 'verify.submit'; answer: string }
  | { type: 'verify.resend' }
  | { type: 'verify.cancel' };

const VERIFY_METHODS: readonly VerifyMethod[] = ['mobile', 'email', 'bankAccountName', 'authenticator'];

/** The challenge carried by a `login_verify_required` error; the chosen method is kept when still offered. */
export function readChallenge(error: unknown, previous: VerifyChallenge | null): VerifyChallenge | null {
  if (!(error instanceof GatewayError) || error.code !== 'login_verify_required') return null;
  const value = (error.value ?? {}) as { methods?: unknown; mobileHint?: unknown; emailHint?: unknown };
  const offered = Array.isArray(value.methods)
    ? value.methods.filter((m): m is VerifyMethod => VERIFY_METHODS.includes(m))
    : [];
  const methods = offered.length ? offered : ['authenticator' as const];
  const method = previous && methods.includes(previous.method) ? previous.method : methods[0]!;
  return {
    methods,
    method,
    ...(typeof value.mobileHint === 'string' ? { mobileHint: value.mobileHint } : {}),
    ...(typeof value.emailHint === 'string' ? { emailHint: value.emailHint } : {}),
  };
}

function captchaFlag(error: unknown): boolean {
  return error instanceof GatewayError && !!(error.value as { captcha?: unknown } | undefined)?.captcha;
}

const CAPTCHA_LOADING = ['#login.editing.captcha.loading', '#login.editing.cooldown.cooling'];

/**
 * Login (SPEC §2, §4): submit → token stored, first-time-login action → either a forced password change (weak default
 * password, an expired one under PWDEXPFORCECHANGE3 for a non-SMS login, or a first login) or member info → done. A failure that
 * flags the captcha shows it and loads its image (refreshed at most once a second); `login_verify_required` asks for
 * extra verification and repeats the login with the answer; other failures return to the form with the error. Free
 * play logs in a trial account, clears the stored change-password marker and loads member info.
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutcome,
  },
  actors: {
    login: fromPromise<SessionLoginValue, LoginRequest>(async () => {
      throw new Error('login must be provided');
    }),
    freePlay: fromPromise<SessionLoginValue>(async () => {
      throw new Error('freePlay must be provided');
    }),
    loadMember: fromPromise<MemberInfo>(async () => {
      throw new Error('loadMember must be provided');
    }),
    loadCaptcha: fromPromise<string>(async () => {
      throw new Error('loadCaptcha must be provided');
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    firstTimeLogin: () => {},
    storeMember: (_, _params: { member: MemberInfo }) => {},
    /** Keeps a marker so a reload still forces the change. */
    markPasswordChange: (_, _params: { reason: PasswordChangeReason }) => {},
    clearPasswordChangeMarker: () => {},
    /** Member info failed after the token was stored: drop the half-open session. */
    discardSession: () => {},
  },
  guards: {
    captchaRequired: ({ context }) => context.captchaRequired,
    verificationRequired: (_, params: { error: unknown }) => readChallenge(params.error, null) !== null,
    answeringVerification: ({ context }) => context.challenge !== null,
    captchaFlagged: ({ context }, params: { error: unknown }) => context.imageCaptcha && captchaFlag(params.error),
    methodOffered: ({ context }, params: { method: VerifyMethod }) =>
      !!context.challenge?.methods.includes(params.method),
    weakPassword: ({ context }) =>
      context.credentials?.type === 'username' && context.credentials.password === WEAK_DEFAULT_PASSWORD,
    expiredPassword: ({ context }) =>
      !!context.login?.passwordExpired && context.forceExpiredChange && context.credentials?.type !== 'sms',
    firstLogin: ({ context }) => !!context.login?.firstTimeLogin,
  },
  delays: {
    captchaThrottle: ({ context }) => context.captchaThrottleMs,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    forceExpiredChange: input.forceExpiredChange,
    captchaThrottleMs: input.captchaThrottleMs ?? 1000,
    imageCaptcha: input.imageCaptcha ?? true,
    credentials: null,
    verification: null,
    challenge: null,
    captchaRequired: false,
    captchaImage: null,
    captchaFailed: false,
    error: null,
    login: null,
    member: null,
    trial: false,
    changeReason: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      on: {
        'login.submit': {
          target: 'submitting',
          actions: assign({ credentials: ({ event }) => event.credentials, verification: null, error: null }),
        },
        'login.freeplay': { target: 'freePlaying', actions: assign({ error: null }) },
      },
      states: {
        captcha: {
          initial: 'idle',
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: {
                  target: 'idle',
                  actions: assign({ captchaImage: ({ event }) => event.output, captchaFailed: false }),
                },
                onError: { target: 'idle', actions: assign({ captchaImage: null, captchaFailed: true }) },
              },
            },
          },
        },
        cooldown: {
          initial: 'open',
          states: {
            open: { on: { 'captcha.refresh': { guard: 'captchaRequired', target: CAPTCHA_LOADING } } },
            cooling: { after: { captchaThrottle: 'open' } },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          ...context.credentials!,
          ...(context.verification ? { verification: context.verification } : {}),
        }),
        onDone: {
          target: 'deciding',
          actions: [
            assign({ login: ({ event }) => event.output, error: null, challenge: null, verification: null }),
            enqueueActions(({ enqueue, event }) => {
              enqueue({ type: 'storeToken', params: { token: event.output.token } });
              if (event.output.firstTimeLogin) enqueue('firstTimeLogin');
            }),
          ],
        },
        onError: [
          {
            guard: { type: 'verificationRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'verifying',
            actions: assign({
              challenge: ({ context, event }) => readChallenge(event.error, context.challenge),
              verification: null,
              error: null,
            }),
          },
          {
            // A wrong answer to the extra verification: ask again.
            guard: 'answeringVerification',
            target: 'verifying',
            actions: assign({ error: ({ event }) => event.error, verification: null }),
          },
          {
            guard: { type: 'captchaFlagged', params: ({ event }) => ({ error: event.error }) },
            target: CAPTCHA_LOADING,
            actions: assign({ error: ({ event }) => event.error, captchaRequired: true }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    deciding: {
      always: [
        {
          guard: 'weakPassword',
          target: 'mustChangePassword',
          actions: [assign({ changeReason: 'weak' }), { type: 'markPasswordChange', params: { reason: 'weak' } }],
        },
        {
          guard: 'expiredPassword',
          target: 'mustChangePassword',
          actions: [assign({ changeReason: 'expired' }), { type: 'markPasswordChange', params: { reason: 'expired' } }],
        },
        {
          // SPEC §4: "First login or expired password forces a change" (the gateway reports it until it is changed).
          guard: 'firstLogin',
          target: 'mustChangePassword',
          actions: [assign({ changeReason: 'first' }), { type: 'markPasswordChange', params: { reason: 'first' } }],
        },
        { target: 'loadingMember' },
      ],
    },
    verifying: {
      on: {
        'verify.choose': {
          guard: { type: 'methodOffered', params: ({ event }) => ({ method: event.method }) },
          actions: assign({
            challenge: ({ context, event }) => ({ ...context.challenge!, method: event.method }),
            error: null,
          }),
        },
        'verify.submit': {
          target: 'submitting',
          actions: assign({
            verification: ({ context, event }) => ({ method: context.challenge!.method, answer: event.answer.trim() }),
            error: null,
          }),
        },
        // Logging in again without an answer makes the gateway send a new code.
        'verify.resend': { target: 'submitting', actions: assign({ verification: null, error: null }) },
        'verify.cancel': { target: 'editing', actions: assign({ challenge: null, credentials: null, error: null }) },
      },
    },
    freePlaying: {
      invoke: {
        id: 'freePlay',
        src: 'freePlay',
        onDone: {
          target: 'loadingMember',
          actions: [
            assign({ login: ({ event }) => event.output, trial: true }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            'clearPasswordChangeMarker',
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadingMember: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'done',
          actions: [
            assign({ member: ({ event }) => event.output }),
            { type: 'storeMember', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [assign({ error: ({ event }) => event.error, login: null, trial: false }), 'discardSession'],
        },
      },
    },
    mustChangePassword: { type: 'final', entry: assign({ credentials: null }) },
    done: { type: 'final', entry: assign({ credentials: null }) },
  },
  output: ({ context }): LoginOutcome =>
    context.member
      ? {
          kind: 'member',
          member: context.member,
          firstTimeLogin: !!context.login?.firstTimeLogin,
          trial: context.trial,
        }
      : {
          kind: 'mustChangePassword',
          reason: context.changeReason ?? 'weak',
          firstTimeLogin: !!context.login?.firstTimeLogin,
        },
});

export type LoginMachine = typeof loginMachine;
