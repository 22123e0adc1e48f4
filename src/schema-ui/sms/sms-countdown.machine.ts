import { assign, fromPromise, raise, setup } from 'xstate';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type { FieldRule, MessageDescriptor } from '@/schema-ui/field-types';
import { FALLBACK_RULES } from '@/schema-ui/rules';
import { checkRule, REQUIRED } from '@/schema-ui/validate';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
  /** The account the number must be bound to (forgot by phone: the gateway sends only to the username's own mobile). */
  username?: string;
}

/** The field a send was refused on before any request. */
export type SmsInvalidField = 'username' | 'mobileNum';

/** What a send answers: the code's lifetime (`value.expiredMinutes`), when the call reports one. */
export interface SmsSent {
  expiredMinutes?: number;
}

export interface SmsCountdownInput {
  /** The mobileNum rule the number must pass before a code is sent (default: digits, 10-16). */
  mobileRule?: FieldRule;
  /** False when the code goes to the account's bound mobile: the gateway knows the number, nobody types one. */
  checkNumber?: boolean;
  /** A username must come with the number (forgot by phone, MC member/password/sms); default false. */
  requireUsername?: boolean;
  /** Seconds of countdown per minute of expiry (SPEC §9: 60). */
  secondsPerMinute?: number;
  /** Minutes assumed when the answer reports none (merchant timings.smsFallbackExpiryMinutes, 1). */
  fallbackMinutes?: number;
  /**
   * Minutes used whatever the answer says: third-party phone verification and the forgot-password SMS count 1 minute
   * (SPEC §4).
   */
  fixedMinutes?: number;
  /** A send less than this long after the previous press is ignored (SPEC §9: 1000 ms). */
  throttleMs?: number;
}

export interface SmsCountdownContext {
  mobileRule: FieldRule;
  checkNumber: boolean;
  requireUsername: boolean;
  secondsPerMinute: number;
  fallbackMinutes: number;
  fixedMinutes: number | null;
  throttleMs: number;
  target: SmsTarget | null;
  /** Why the username or the number was refused before any request (shown with the send button). */
  invalid: MessageDescriptor | null;
  /** Which of the two `invalid` is about. */
  invalidField: SmsInvalidField;
  /** The gateway's refusal, usually a GatewayError (the UI shows its message in a warning dialog). */
  error: GatewayError | Error | null;
  expiredMinutes: number;
  /** Seconds left before the button is enabled again. */
  remaining: number;
}

export type SmsCountdownEvent =
  | ({ type: 'sms.send' } & SmsTarget)
  /** Internal: a press that got through the throttle. */
  | ({ type: 'sms.request' } & SmsTarget)
  | { type: 'sms.dismiss' };

/** The number as the mobile rule sees it: required, then length and pattern. */
export function checkMobile(mobileNum: string, rule: FieldRule): MessageDescriptor | null {
  const value = mobileNum.trim();
  return value === '' ? REQUIRED : checkRule(value, rule);
}

function minutes(context: SmsCountdownContext, sent: SmsSent | undefined): number {
  if (context.fixedMinutes !== null) return context.fixedMinutes;
  const reported = sent?.expiredMinutes;
  return typeof reported === 'number' && Number.isFinite(reported) && reported > 0 ? reported : context.fallbackMinutes;
}

/**
 * The "send code" button (SPEC §4, §5, §9): the number is checked first (no request when it is invalid), then the code
 * is sent, then the button waits expiredMinutes × 60 s, ticking `remaining` every second, and is enabled again. Presses
 * closer than 1 s to the previous one are ignored. A refused send keeps the gateway error for a warning dialog and lets
 * the user try again.
 */
export const smsCountdownMachine = setup({
  types: {
    input: {} as SmsCountdownInput,
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
  },
  actors: {
    sendCode: fromPromise<SmsSent, SmsTarget>(async () => {
      throw new Error('sendCode must be provided');
    }),
  },
  guards: {
    numberValid: ({ context }) => context.invalid === null,
    moreToCount: ({ context }) => context.remaining > 1,
  },
  delays: {
    throttle: ({ context }) => context.throttleMs,
  },
}).createMachine({
  id: 'smsCountdown',
  type: 'parallel',
  context: ({ input }) => ({
    mobileRule: input.mobileRule ?? FALLBACK_RULES.mobileNum,
    checkNumber: input.checkNumber ?? true,
    requireUsername: input.requireUsername ?? false,
    secondsPerMinute: input.secondsPerMinute ?? 60,
    fallbackMinutes: input.fallbackMinutes ?? 1,
    fixedMinutes: input.fixedMinutes ?? null,
    throttleMs: input.throttleMs ?? 1000,
    target: null,
    invalid: null,
    invalidField: 'mobileNum',
    error: null,
    expiredMinutes: 0,
    remaining: 0,
  }),
  states: {
    throttle: {
      initial: 'open',
      states: {
        open: {
          on: {
            'sms.send': {
              target: 'closed',
              actions: raise(({ event }) => ({
                type: 'sms.request' as const,
                mobileNum: event.mobileNum,
                countryDialingCode: event.countryDialingCode,
                ...(event.username === undefined ? {} : { username: event.username }),
              })),
            },
          },
        },
        closed: { after: { throttle: 'open' } },
      },
    },
    flow: {
      initial: 'idle',
      states: {
        idle: { on: { 'sms.request': 'validating' } },
        validating: {
          entry: assign(({ context, event }) => {
            const target =
              event.type === 'sms.request'
                ? {
                    mobileNum: event.mobileNum.trim(),
                    countryDialingCode: event.countryDialingCode.trim(),
                    ...(event.username === undefined ? {} : { username: event.username.trim() }),
                  }
                : context.target;
            // The username comes first on the form, so it is the first thing said to be missing.
            if (context.requireUsername && !target?.username)
              return { target, error: null, invalid: REQUIRED, invalidField: 'username' as const };
            return {
              target,
              error: null,
              invalidField: 'mobileNum' as const,
              invalid: !context.checkNumber
                ? null
                : target
                  ? checkMobile(target.mobileNum, context.mobileRule)
                  : REQUIRED,
            };
          }),
          always: [{ guard: 'numberValid', target: 'sending' }, { target: 'invalid' }],
        },
        invalid: { on: { 'sms.request': 'validating' } },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => context.target!,
            onDone: {
              target: 'counting',
              actions: assign(({ context, event }) => {
                const expiredMinutes = minutes(context, event.output);
                return {
                  expiredMinutes,
                  remaining: Math.max(1, Math.round(expiredMinutes * context.secondsPerMinute)),
                };
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => event.error as GatewayError | Error }),
            },
          },
        },
        counting: {
          after: {
            1000: [
              {
                guard: 'moreToCount',
                target: 'counting',
                reenter: true,
                actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
              },
              { target: 'idle', actions: assign({ remaining: 0 }) },
            ],
          },
        },
        failed: {
          on: {
            'sms.request': 'validating',
            'sms.dismiss': { target: 'idle', actions: assign({ error: null }) },
          },
        },
      },
    },
  },
});

export type SmsCountdownMachine = typeof smsCountdownMachine;
