import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { MemberInfo, SessionLoginValue } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { loginAnswer } from './login-answer-fixture';
import { loginMachine, type LoginCredentials, type LoginInput, type LoginRequest } from './login.machine';

const MEMBER = { id: 7, account: 'demo_member', nickname: 'Demo', type: 0 } as MemberInfo;
const TOKEN: SessionLoginValue = loginAnswer('t-1');
const CREDENTIALS: LoginCredentials = { type: 'username', username: 'demo_member', password: 'Member123' };

const captchaError = () =>
  new GatewayError('login.password.invalid', 'Incorrect username or password', 400, { captcha: true });
const verifyError = () =>
  new GatewayError('login_verify_required', 'Extra verification', 403, {
    methods: ['mobile', 'email', 'authenticator'],
    mobileHint: '091****567',
    emailHint: 'de***@mail.example',
  });

interface Fakes {
  login?: (request: LoginRequest) => Promise<SessionLoginValue>;
  freePlay?: () => Promise<SessionLoginValue>;
  loadMember?: () => Promise<MemberInfo>;
  loadCaptcha?: () => Promise<string>;
}

function start(fakes: Fakes = {}, input: LoginInput = { forceExpiredChange: true }) {
  const calls = {
    login: vi.fn(fakes.login ?? (async () => TOKEN)),
    freePlay: vi.fn(fakes.freePlay ?? (async () => ({ ...TOKEN, token: 'trial' }))),
    loadMember: vi.fn(fakes.loadMember ?? (async () => MEMBER)),
    loadCaptcha: vi.fn(fakes.loadCaptcha ?? (async () => 'iVBORw0KGgo=')),
    storeToken: vi.fn(),
    firstTimeLogin: vi.fn(),
    storeMember: vi.fn(),
    markPasswordChange: vi.fn(),
    clearPasswordChangeMarker: vi.fn(),
    discardSession: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(({ input: request }) => calls.login(request)),
      freePlay: fromPromise(() => calls.freePlay()),
      loadMember: fromPromise(() => calls.loadMember()),
      loadCaptcha: fromPromise(() => calls.loadCaptcha()),
    },
    actions: {
      storeToken: (_, params) => calls.storeToken(params.token),
      firstTimeLogin: () => calls.firstTimeLogin(),
      storeMember: (_, params) => calls.storeMember(params.member),
      markPasswordChange: (_, params) => calls.markPasswordChange(params.reason),
      clearPasswordChangeMarker: () => calls.clearPasswordChangeMarker(),
      discardSession: () => calls.discardSession(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const top = (actor: ReturnType<typeof start>['actor']) => {
  const value = actor.getSnapshot().value;
  return typeof value === 'string' ? value : Object.keys(value)[0];
};

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores the token, loads member info and finishes with the member', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    expect(top(actor)).toBe('submitting');
    await settle();
    expect(calls.login).toHaveBeenCalledWith(CREDENTIALS);
    expect(calls.storeToken).toHaveBeenCalledWith('t-1');
    expect(calls.firstTimeLogin).not.toHaveBeenCalled();
    expect(calls.storeMember).toHaveBeenCalledWith(MEMBER);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'member', member: MEMBER, firstTimeLogin: false, trial: false });
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('runs the first-time-login action and forces a password change on a first login (SPEC §4)', async () => {
    const { actor, calls } = start({ login: async () => ({ ...TOKEN, firstTimeLogin: true }) });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(calls.firstTimeLogin).toHaveBeenCalledTimes(1);
    expect(calls.loadMember).not.toHaveBeenCalled();
    expect(calls.markPasswordChange).toHaveBeenCalledWith('first');
    expect(actor.getSnapshot().output).toEqual({ kind: 'mustChangePassword', reason: 'first', firstTimeLogin: true });
  });

  it('names the weak password, then the expired one, before the first login as the reason', async () => {
    const both = { ...TOKEN, firstTimeLogin: true, passwordExpired: true };
    const weak = start({ login: async () => both });
    weak.actor.send({ type: 'login.submit', credentials: { ...CREDENTIALS, password: '123456' } });
    await settle();
    expect(weak.actor.getSnapshot().output).toMatchObject({ reason: 'weak' });
    const expired = start({ login: async () => both });
    expired.actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(expired.actor.getSnapshot().output).toMatchObject({ reason: 'expired' });
  });

  it('forces the first-login change for an SMS login too (only the expiry rule spares SMS logins)', async () => {
    const { actor } = start({ login: async () => ({ ...TOKEN, firstTimeLogin: true }) });
    actor.send({ type: 'login.submit', credentials: { ...CREDENTIALS, type: 'sms', password: '123456' } });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'mustChangePassword', reason: 'first' });
  });

  it('forces a password change for the weak default password, without loading member info', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'login.submit', credentials: { ...CREDENTIALS, password: '123456' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('mustChangePassword');
    expect(actor.getSnapshot().output).toEqual({ kind: 'mustChangePassword', reason: 'weak', firstTimeLogin: false });
    expect(calls.storeToken).toHaveBeenCalledWith('t-1');
    expect(calls.markPasswordChange).toHaveBeenCalledWith('weak');
    expect(calls.loadMember).not.toHaveBeenCalled();
  });

  it('forces a change for an expired password under the policy, but not for an SMS login or without the policy', async () => {
    const expired = async () => ({ ...TOKEN, passwordExpired: true });
    const withPolicy = start({ login: expired });
    withPolicy.actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(withPolicy.actor.getSnapshot().output).toMatchObject({ kind: 'mustChangePassword', reason: 'expired' });
    expect(withPolicy.calls.markPasswordChange).toHaveBeenCalledWith('expired');

    const sms = start({ login: expired });
    sms.actor.send({
      type: 'login.submit',
      credentials: { type: 'sms', username: '09171234567', password: '123456', countryDialingCode: '63' },
    });
    await settle();
    expect(sms.actor.getSnapshot().output).toMatchObject({ kind: 'member' });

    const noPolicy = start({ login: expired }, { forceExpiredChange: false });
    noPolicy.actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(noPolicy.actor.getSnapshot().output).toMatchObject({ kind: 'member' });
  });

  it('shows the captcha after a captcha-flagged failure and loads its image', async () => {
    const { actor, calls } = start({
      login: async () => {
        throw captchaError();
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context.captchaRequired).toBe(true);
    expect((context.error as GatewayError).code).toBe('login.password.invalid');
    expect(calls.loadCaptcha).toHaveBeenCalledTimes(1);
    expect(context.captchaImage).toBe('iVBORw0KGgo=');
  });

  it('shows no image captcha when Geetest runs with every login instead (imageCaptcha false)', async () => {
    const { actor, calls } = start(
      {
        login: async () => {
          throw captchaError();
        },
      },
      { forceExpiredChange: true, imageCaptcha: false },
    );
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context.captchaRequired).toBe(false);
    expect((context.error as GatewayError).code).toBe('login.password.invalid');
    actor.send({ type: 'captcha.refresh' });
    await settle();
    expect(calls.loadCaptcha).not.toHaveBeenCalled();
  });

  it('refreshes the captcha image at most once a second', async () => {
    const { actor, calls } = start({
      login: async () => {
        throw captchaError();
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'captcha.refresh' });
    expect(calls.loadCaptcha).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'captcha.refresh' });
    await settle();
    expect(calls.loadCaptcha).toHaveBeenCalledTimes(2);
    actor.send({ type: 'captcha.refresh' });
    expect(calls.loadCaptcha).toHaveBeenCalledTimes(2);
  });

  it('does not load a captcha nobody asked for', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'captcha.refresh' });
    await settle();
    expect(calls.loadCaptcha).not.toHaveBeenCalled();
  });

  it('keeps a failed captcha image load visible as failed, and retries on refresh', async () => {
    let broken = true;
    const { actor } = start({
      login: async () => {
        throw captchaError();
      },
      loadCaptcha: async () => {
        if (broken) throw new GatewayError('client.network', 'network', 0);
        return 'png';
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().context.captchaFailed).toBe(true);
    broken = false;
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'captcha.refresh' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ captchaFailed: false, captchaImage: 'png' });
  });

  it('returns to the form with any other error, captcha still hidden', async () => {
    const refusal = new GatewayError('non_member_login', 'Non-member account unable to login', 403);
    const { actor, calls } = start({
      login: async () => {
        throw refusal;
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: refusal, captchaRequired: false });
    expect(calls.storeToken).not.toHaveBeenCalled();
  });

  it('asks for extra verification from an unrecognised IP and logs in with the answer', async () => {
    const answers: LoginRequest[] = [];
    const { actor, calls } = start({
      login: async (request) => {
        answers.push(request);
        if (!request.verification) throw verifyError();
        if (request.verification.answer !== 'demo@mail.example')
          throw new GatewayError('verification_code_invalid', 'Invalid', 400);
        return TOKEN;
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.challenge).toEqual({
      methods: ['mobile', 'email', 'authenticator'],
      method: 'mobile',
      mobileHint: '091****567',
      emailHint: 'de***@mail.example',
    });

    actor.send({ type: 'verify.choose', method: 'bankAccountName' }); // not offered: ignored
    expect(actor.getSnapshot().context.challenge?.method).toBe('mobile');
    actor.send({ type: 'verify.choose', method: 'email' });
    actor.send({ type: 'verify.submit', answer: 'wrong@mail.example' });
    await settle();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect((actor.getSnapshot().context.error as GatewayError).code).toBe('verification_code_invalid');

    actor.send({ type: 'verify.submit', answer: ' demo@mail.example ' });
    await settle();
    expect(answers.at(-1)).toEqual({ ...CREDENTIALS, verification: { method: 'email', answer: 'demo@mail.example' } });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'member' });
    expect(calls.storeToken).toHaveBeenCalledTimes(1);
  });

  it('sends a new verification code by logging in again without an answer, and can go back to the form', async () => {
    const { actor, calls } = start({
      login: async () => {
        throw verifyError();
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    actor.send({ type: 'verify.choose', method: 'authenticator' });
    actor.send({ type: 'verify.resend' });
    await settle();
    expect(calls.login).toHaveBeenCalledTimes(2);
    expect(calls.login.mock.calls[1]![0]).toEqual(CREDENTIALS);
    expect(actor.getSnapshot().context.challenge?.method).toBe('authenticator');
    actor.send({ type: 'verify.cancel' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });

  it('plays free: trial login, marker cleared, member info, done as trial', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'login.freeplay' });
    expect(actor.getSnapshot().value).toBe('freePlaying');
    await settle();
    expect(calls.storeToken).toHaveBeenCalledWith('trial');
    expect(calls.clearPasswordChangeMarker).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'member', member: MEMBER, firstTimeLogin: false, trial: true });
  });

  it('drops the half-open session when member info fails, and lets the user try again', async () => {
    let fail = true;
    const { actor, calls } = start({
      loadMember: async () => {
        if (fail) throw new GatewayError('client.network', 'network', 0);
        return MEMBER;
      },
    });
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls.discardSession).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'login.submit', credentials: CREDENTIALS });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('login machine: model-based paths', () => {
  const never = <T>() => fromPromise<T>(() => new Promise<T>(() => {}));
  const model = loginMachine.provide({
    actors: {
      login: fromPromise<SessionLoginValue, LoginRequest>(() => new Promise(() => {})),
      freePlay: never<SessionLoginValue>(),
      loadMember: never<MemberInfo>(),
      loadCaptcha: never<string>(),
    },
  });
  type Snapshot = SnapshotFrom<typeof model>;
  const input: LoginInput = { forceExpiredChange: true };
  const events = [
    { type: 'login.submit', credentials: CREDENTIALS },
    { type: 'login.submit', credentials: { ...CREDENTIALS, password: '123456' } },
    { type: 'login.freeplay' },
    { type: 'captcha.refresh' },
    { type: 'verify.choose', method: 'email' },
    { type: 'verify.submit', answer: 'demo@mail.example' },
    { type: 'verify.resend' },
    { type: 'verify.cancel' },
    { type: 'xstate.done.actor.login', output: TOKEN },
    { type: 'xstate.done.actor.login', output: { ...TOKEN, passwordExpired: true } },
    { type: 'xstate.done.actor.login', output: { ...TOKEN, firstTimeLogin: true } },
    { type: 'xstate.error.actor.login', error: captchaError() },
    { type: 'xstate.error.actor.login', error: verifyError() },
    { type: 'xstate.error.actor.login', error: new GatewayError('non_member_login', 'Non-member', 403) },
    { type: 'xstate.done.actor.freePlay', output: TOKEN },
    { type: 'xstate.error.actor.freePlay', error: new GatewayError('function_not_enabled', 'off', 403) },
    { type: 'xstate.done.actor.loadMember', output: MEMBER },
    { type: 'xstate.error.actor.loadMember', error: new GatewayError('client.network', 'network', 0) },
    { type: 'xstate.done.actor.loadCaptcha', output: 'png' },
    { type: 'xstate.after.captchaThrottle.login.editing.cooldown.cooling' },
  ] as never[];
  // The state as far as the flow cares: where it is, captcha and verification, which password was typed, trial.
  const serializeState = (s: Snapshot) =>
    JSON.stringify([
      s.value,
      s.context.captchaRequired,
      s.context.challenge?.method ?? null,
      s.context.credentials?.password ?? null,
      s.context.changeReason,
      s.context.trial,
    ]);
  const paths = getShortestPaths(model, { input, events, serializeState });

  it('reaches every state, including every reason for a forced change and a trial', () => {
    const tops = new Set(
      paths.map((p) => (typeof p.state.value === 'string' ? p.state.value : Object.keys(p.state.value)[0])),
    );
    expect(tops).toEqual(
      new Set(['editing', 'submitting', 'verifying', 'freePlaying', 'loadingMember', 'mustChangePassword', 'done']),
    );
    const reasons = new Set(
      paths.filter((p) => p.state.value === 'mustChangePassword').map((p) => p.state.context.changeReason),
    );
    expect(reasons).toEqual(new Set(['weak', 'expired', 'first']));
    expect(paths.some((p) => p.state.value === 'done' && p.state.context.trial)).toBe(true);
    expect(paths.some((p) => p.state.matches({ editing: { captcha: 'loading' } }))).toBe(true);
  });

  it('replays every shortest path on a live actor to the same state, with the invariants of each state', () => {
    for (const path of paths) {
      const actor = createActor(model, { input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      // Final states hold no password; a challenge exists only while verifying (or re-submitting its answer).
      if (snapshot.status === 'done') expect(snapshot.context.credentials).toBeNull();
      if (snapshot.matches('verifying')) expect(snapshot.context.challenge).not.toBeNull();
      if (snapshot.matches('editing')) expect(snapshot.context.challenge).toBeNull();
      actor.stop();
    }
  });
});
