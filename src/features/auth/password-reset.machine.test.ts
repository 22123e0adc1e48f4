import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type {
  MemberInfo,
  MemberPasswordEmailBody,
  MemberPasswordVerificationBody,
  MemberPasswordVerificationValue,
} from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { loginAnswer } from './login-answer-fixture';
import { passwordResetMachine, type PasswordResetInput } from './password-reset.machine';
import { smsCountdownMachine, type SmsSent, type SmsTarget } from '@/schema-ui/sms/sms-countdown.machine';

const MEMBER = { id: 3, account: 'demo_member', nickname: 'Demo', type: 0 } as MemberInfo;
const LOGIN: MemberPasswordVerificationValue = loginAnswer('reset-token');
const MOBILE = { mobileNum: '09171234567', countryDialingCode: '63' };
const RESET = { ...MOBILE, verificationCode: '123456', newPassword: 'NewPass123' };

interface Fakes {
  sendResetEmail?: (body: MemberPasswordEmailBody) => Promise<unknown>;
  resetByPhone?: (body: MemberPasswordVerificationBody) => Promise<MemberPasswordVerificationValue>;
  loadMember?: () => Promise<MemberInfo>;
  sendCode?: (target: SmsTarget) => Promise<SmsSent>;
}

function start(input: PasswordResetInput, fakes: Fakes = {}) {
  const calls = {
    sendResetEmail: vi.fn(fakes.sendResetEmail ?? (async () => true)),
    resetByPhone: vi.fn(fakes.resetByPhone ?? (async () => LOGIN)),
    loadMember: vi.fn(fakes.loadMember ?? (async () => MEMBER)),
    sendCode: vi.fn(fakes.sendCode ?? (async () => ({ expiredMinutes: 5 }))),
    storeToken: vi.fn(),
    storeMember: vi.fn(),
    clearPasswordChangeMarker: vi.fn(),
  };
  const machine = passwordResetMachine.provide({
    actors: {
      sendResetEmail: fromPromise(({ input: body }) => calls.sendResetEmail(body)),
      resetByPhone: fromPromise(({ input: body }) => calls.resetByPhone(body)),
      loadMember: fromPromise(() => calls.loadMember()),
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendCode: fromPromise(({ input: target }) => calls.sendCode(target)) },
      }),
    },
    actions: {
      storeToken: (_, params) => calls.storeToken(params.token),
      storeMember: (_, params) => calls.storeMember(params.member),
      clearPasswordChangeMarker: () => calls.clearPasswordChangeMarker(),
    },
  });
  const actor = createActor(machine, { input }).start();
  const sms = () => actor.getSnapshot().children.sms!.getSnapshot();
  return { actor, calls, sms };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('password reset machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts by email by default and sends the reset mail', async () => {
    const { actor, calls } = start({ defaultMethod: 'email' });
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    actor.send({ type: 'reset.submitEmail', username: 'demo_member', email: 'demo@mail.example' });
    expect(actor.getSnapshot().value).toEqual({ email: 'submitting' });
    await settle();
    expect(calls.sendResetEmail).toHaveBeenCalledWith({ username: 'demo_member', email: 'demo@mail.example' });
    expect(actor.getSnapshot().value).toBe('emailSent');
    expect(actor.getSnapshot().output).toEqual({ kind: 'emailSent' });
  });

  it('returns to the email form with the error, and lets the user try again', async () => {
    let fail = true;
    const { actor } = start(
      { defaultMethod: 'email' },
      {
        sendResetEmail: async () => {
          if (fail) throw new GatewayError('username_or_email_not_exist', 'Username or email does not exist', 400);
          return true;
        },
      },
    );
    actor.send({ type: 'reset.submitEmail', username: 'demo_member', email: 'x@mail.example' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    expect((actor.getSnapshot().context.error as GatewayError).code).toBe('username_or_email_not_exist');
    fail = false;
    actor.send({ type: 'reset.submitEmail', username: 'demo_member', email: 'demo@mail.example' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('emailSent');
  });

  it('starts by mobile when the phone-reset flag is on; the SMS child counts a fixed minute', async () => {
    const { actor, calls, sms } = start({ defaultMethod: 'mobile', sms: { fixedMinutes: 1 } });
    expect(actor.getSnapshot().value).toEqual({ mobile: 'editing' });
    actor.send({ type: 'sms.send', ...MOBILE });
    await settle();
    expect(calls.sendCode).toHaveBeenCalledWith(MOBILE);
    expect(sms().value).toMatchObject({ flow: 'counting' });
    expect(sms().context.remaining).toBe(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sms().value).toMatchObject({ flow: 'idle' });
  });

  it('resets by phone: the user is logged in, the marker cleared, member info loaded', async () => {
    const { actor, calls } = start({ defaultMethod: 'mobile' });
    actor.send({ type: 'reset.submitMobile', ...RESET });
    await settle();
    expect(calls.resetByPhone).toHaveBeenCalledWith(RESET);
    expect(calls.storeToken).toHaveBeenCalledWith('reset-token');
    expect(calls.clearPasswordChangeMarker).toHaveBeenCalledTimes(1);
    expect(calls.storeMember).toHaveBeenCalledWith(MEMBER);
    expect(actor.getSnapshot().output).toEqual({ kind: 'loggedIn', member: MEMBER });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('NewPass123');
  });

  it('still finishes logged in when member info fails after the reset', async () => {
    const { actor } = start(
      { defaultMethod: 'mobile' },
      {
        loadMember: async () => {
          throw new GatewayError('client.network', 'network', 0);
        },
      },
    );
    actor.send({ type: 'reset.submitMobile', ...RESET });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ kind: 'loggedIn', member: null });
  });

  it('shows a refused code on the mobile form', async () => {
    const { actor, calls } = start(
      { defaultMethod: 'mobile' },
      {
        resetByPhone: async () => {
          throw new GatewayError('verification_code_expired', 'expired', 400);
        },
      },
    );
    actor.send({ type: 'reset.submitMobile', ...RESET });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ mobile: 'editing' });
    expect((actor.getSnapshot().context.error as GatewayError).code).toBe('verification_code_expired');
    expect(calls.storeToken).not.toHaveBeenCalled();
  });

  it('switches methods without resetting a running SMS countdown', async () => {
    const { actor, sms } = start({ defaultMethod: 'mobile', sms: { fixedMinutes: 1 } });
    actor.send({ type: 'sms.send', ...MOBILE });
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'reset.choose', method: 'email' });
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    actor.send({ type: 'reset.choose', method: 'email' }); // already there: nothing happens
    actor.send({ type: 'reset.choose', method: 'mobile' });
    expect(actor.getSnapshot().value).toEqual({ mobile: 'editing' });
    expect(sms().context.remaining).toBe(50);
  });
});

describe('password reset machine: model-based paths', () => {
  const model = passwordResetMachine.provide({
    actors: {
      sendResetEmail: fromPromise<unknown, MemberPasswordEmailBody>(() => new Promise(() => {})),
      resetByPhone: fromPromise<MemberPasswordVerificationValue, MemberPasswordVerificationBody>(
        () => new Promise(() => {}),
      ),
      loadMember: fromPromise<MemberInfo>(() => new Promise(() => {})),
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendCode: fromPromise<SmsSent, SmsTarget>(() => new Promise(() => {})) },
      }),
    },
  });
  type Snapshot = SnapshotFrom<typeof model>;
  const events = [
    { type: 'reset.choose', method: 'email' },
    { type: 'reset.choose', method: 'mobile' },
    { type: 'reset.submitEmail', username: 'demo_member', email: 'demo@mail.example' },
    { type: 'reset.submitMobile', ...RESET },
    { type: 'xstate.done.actor.sendResetEmail', output: true },
    { type: 'xstate.error.actor.sendResetEmail', error: new GatewayError('username_or_email_not_exist', 'x', 400) },
    { type: 'xstate.done.actor.resetByPhone', output: LOGIN },
    { type: 'xstate.error.actor.resetByPhone', error: new GatewayError('verification_code_invalid', 'x', 400) },
    { type: 'xstate.done.actor.loadMember', output: MEMBER },
    { type: 'xstate.error.actor.loadMember', error: new GatewayError('client.network', 'x', 0) },
  ] as never[];
  const serializeState = (s: Snapshot) =>
    JSON.stringify([s.value, s.context.error !== null, s.context.member !== null]);

  for (const defaultMethod of ['email', 'mobile'] as const) {
    it(`reaches every state from the ${defaultMethod} default, and each path replays on a live actor`, () => {
      const paths = getShortestPaths(model, { input: { defaultMethod }, events, serializeState });
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      for (const v of [
        { email: 'editing' },
        { email: 'submitting' },
        { mobile: 'editing' },
        { mobile: 'submitting' },
        'loadingMember',
        'emailSent',
        'done',
      ])
        expect(values).toContain(JSON.stringify(v));
      expect(paths.some((p) => p.state.value === 'done' && p.state.context.member === null)).toBe(true);
      for (const path of paths) {
        const actor = createActor(model, { input: { defaultMethod } }).start();
        for (const step of path.steps.slice(1)) actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        // The SMS child lives as long as the flow.
        if (actor.getSnapshot().status === 'active') expect(actor.getSnapshot().children.sms).toBeDefined();
        actor.stop();
      }
    });
  }
});
