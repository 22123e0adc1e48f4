import { assign, fromPromise, sendTo, setup } from 'xstate';
import type {
  MemberInfo,
  MemberPasswordEmailBody,
  MemberPasswordVerificationBody,
  MemberPasswordVerificationValue,
} from '@/generated/api-types';
import { smsCountdownMachine, type SmsCountdownInput, type SmsTarget } from '@/schema-ui/sms/sms-countdown.machine';

export type ResetMethod = 'email' | 'mobile';

export interface PasswordResetInput {
  /** Email, or mobile when the phone-reset flag (FORGETPWDPHONE3) is on. */
  defaultMethod: ResetMethod;
  /** The SMS countdown of the mobile method (forgot-password counts a fixed minute). */
  sms?: SmsCountdownInput;
}

export interface PasswordResetContext {
  method: ResetMethod;
  sms: SmsCountdownInput;
  error: unknown;
  member: MemberInfo | null;
}

export type PasswordResetOutcome = { kind: 'emailSent' } | { kind: 'loggedIn'; member: MemberInfo | null };

export type PasswordResetEvent =
  | { type: 'reset.choose'; method: ResetMethod }
  | ({ type: 'reset.submitEmail' } & MemberPasswordEmailBody)
  | ({ type: 'reset.submitMobile' } & MemberPasswordVerificationBody)
  | ({ type: 'sms.send' } & SmsTarget);

/**
 * Forgot password (SPEC §2, §4): by email (username + email, a form-encoded call) → the mail is sent; or by mobile —
 * an SMS code for the username and its own number from the countdown child (`sms`, alive for the whole flow so
 * switching methods does not reset its timer), then the new password with the code → the gateway logs the user in →
 * token stored, member info → done.
 */
export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    output: {} as PasswordResetOutcome,
  },
  actors: {
    sendResetEmail: fromPromise<unknown, MemberPasswordEmailBody>(async () => {
      throw new Error('sendResetEmail must be provided');
    }),
    resetByPhone: fromPromise<MemberPasswordVerificationValue, MemberPasswordVerificationBody>(async () => {
      throw new Error('resetByPhone must be provided');
    }),
    loadMember: fromPromise<MemberInfo>(async () => {
      throw new Error('loadMember must be provided');
    }),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    storeMember: (_, _params: { member: MemberInfo }) => {},
    clearPasswordChangeMarker: () => {},
  },
  guards: {
    startsByMobile: ({ context }) => context.method === 'mobile',
    chose: (_, params: { chosen: ResetMethod; wanted: ResetMethod }) => params.chosen === params.wanted,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ method: input.defaultMethod, sms: input.sms ?? {}, error: null, member: null }),
  invoke: { id: 'sms', src: 'smsCountdown', input: ({ context }) => context.sms },
  on: {
    'sms.send': { actions: sendTo('sms', ({ event }) => event) },
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsByMobile', target: 'mobile' }, { target: 'email' }],
    },
    email: {
      entry: assign({ method: 'email' }),
      initial: 'editing',
      on: {
        'reset.choose': {
          guard: { type: 'chose', params: ({ event }) => ({ chosen: event.method, wanted: 'mobile' }) },
          target: 'mobile',
          actions: assign({ error: null }),
        },
      },
      states: {
        editing: { on: { 'reset.submitEmail': { target: 'submitting', actions: assign({ error: null }) } } },
        submitting: {
          invoke: {
            id: 'sendResetEmail',
            src: 'sendResetEmail',
            input: ({ event }) => {
              const { username, email } = event as Extract<PasswordResetEvent, { type: 'reset.submitEmail' }>;
              return { username, email };
            },
            onDone: '#passwordReset.emailSent',
            onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
    mobile: {
      entry: assign({ method: 'mobile' }),
      initial: 'editing',
      on: {
        'reset.choose': {
          guard: { type: 'chose', params: ({ event }) => ({ chosen: event.method, wanted: 'email' }) },
          target: 'email',
          actions: assign({ error: null }),
        },
      },
      states: {
        editing: { on: { 'reset.submitMobile': { target: 'submitting', actions: assign({ error: null }) } } },
        submitting: {
          invoke: {
            id: 'resetByPhone',
            src: 'resetByPhone',
            // The new password goes straight from the event to the call: it is never kept in context.
            input: ({ event }) => {
              const { type: _type, ...body } = event as Extract<PasswordResetEvent, { type: 'reset.submitMobile' }>;
              return body;
            },
            onDone: {
              target: '#passwordReset.loadingMember',
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                'clearPasswordChangeMarker',
              ],
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
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
        // The password is changed and the token stored: the app loads member info again later.
        onError: 'done',
      },
    },
    emailSent: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }): PasswordResetOutcome =>
    context.method === 'email' ? { kind: 'emailSent' } : { kind: 'loggedIn', member: context.member },
});

export type PasswordResetMachine = typeof passwordResetMachine;
