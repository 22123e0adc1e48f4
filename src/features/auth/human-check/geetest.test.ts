// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_V4_RESULT, installFakeGeetest } from './fake-geetest';
import { runCaptcha, type GeetestV4Captcha, type GeetestV4Result } from './geetest-sdk';
import { geetestV3 } from './geetest-v3';
import { geetestV4 } from './geetest-v4';
import { geetestFor, HumanCheckError } from './human-check';
import { loadScript } from './load-script';
import { GEETEST_CDN } from './use-human-check';
import merchantSchema from '../../../../schemas/config/merchant.schema.json';

vi.mock('./load-script', () => ({ loadScript: vi.fn(() => Promise.resolve()) }));

let fake: ReturnType<typeof installFakeGeetest>;
const lift = vi.fn(() => restore);
const restore = vi.fn();

beforeEach(() => {
  fake = installFakeGeetest();
  vi.mocked(loadScript).mockClear().mockResolvedValue(undefined);
  lift.mockClear();
  restore.mockClear();
});
afterEach(() => {
  fake.uninstall();
  vi.useRealTimers();
});

const v4 = () => geetestV4({ scriptUrl: '/sdk/gt4.js', captchaId: 'cid-4', language: 'PT', lift });
const v3 = (challenge = vi.fn(async () => ({ gt: 'gt-3', challenge: 'ch-1', newCaptcha: true }))) =>
  geetestV3({ scriptUrl: '/sdk/gt.js', challenge, language: 'TY', lift });
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (e: unknown) => (e instanceof HumanCheckError ? e.reason : e),
  );

describe('geetestFor: when the gateway asks for a check', () => {
  const status = (gw?: Record<string, string>) => ({ info: { gw } }) as never;
  const both = { GEETEST3: true, GEETESTVCODE3: true };

  it('needs an id and the purpose switch: GEETEST3 for login and registration, GEETESTVCODE3 for SMS sends', () => {
    const on = status({ GEETEST_ID: 'abc', GEETEST_VERSION: 'v4' });
    expect(geetestFor(on, both, 'login')).toEqual({ id: 'abc', version: 'v4' });
    expect(geetestFor(on, { GEETEST3: true }, 'register')).toEqual({ id: 'abc', version: 'v4' });
    expect(geetestFor(on, { GEETEST3: true }, 'sms')).toBeNull();
    expect(geetestFor(on, { GEETESTVCODE3: true }, 'sms')).toEqual({ id: 'abc', version: 'v4' });
    expect(geetestFor(on, { GEETESTVCODE3: true }, 'login')).toBeNull();
  });

  it('runs nothing without an id, and reads any version but v4 as v3', () => {
    expect(geetestFor(status(), both, 'login')).toBeNull();
    expect(geetestFor(status({ GEETEST_ID: ' ', GEETEST_VERSION: 'v4' }), both, 'login')).toBeNull();
    expect(geetestFor({} as never, both, 'login')).toBeNull();
    expect(geetestFor(status({ GEETEST_ID: 'x', GEETEST_VERSION: 'V4' }), both, 'sms')?.version).toBe('v4');
    expect(geetestFor(status({ GEETEST_ID: 'x' }), both, 'sms')?.version).toBe('v3');
  });
});

describe("Geetest's SDK addresses", () => {
  it('fall back to the defaults the merchant schema documents, one address for each version', () => {
    const scripts = merchantSchema.properties.humanCheck.properties;
    expect(GEETEST_CDN).toEqual({ v3: scripts.geetestV3Script.default, v4: scripts.geetestV4Script.default });
  });
});

describe('Geetest v4', () => {
  it('loads the SDK, shows the check (bind) in its language and answers geetestValidateV4', async () => {
    expect(await v4().run()).toEqual({ geetestValidateV4: { captcha_id: 'cid-4', ...FAKE_V4_RESULT } });
    expect(loadScript).toHaveBeenCalledWith('/sdk/gt4.js', { doc: document });
    expect(fake.configs).toEqual([{ version: 'v4', config: { captchaId: 'cid-4', product: 'bind', language: 'por' } }]);
    expect(fake.shown()).toBe(1);
    // Our modal dialogs step aside while the SDK's popup shows, and come back.
    expect(lift).toHaveBeenCalledTimes(1);
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('says cancelled when closed, failed when closed after a wrong attempt, unavailable on an SDK error', async () => {
    fake.endWith('close');
    expect(await reason(v4().run())).toBe('cancelled');
    fake.endWith('fail-then-close');
    expect(await reason(v4().run())).toBe('failed');
    fake.endWith('error');
    expect(await reason(v4().run())).toBe('unavailable');
    expect(restore).toHaveBeenCalledTimes(3);
  });

  it('is unavailable when the SDK does not load or defines nothing', async () => {
    vi.mocked(loadScript).mockRejectedValueOnce(new Error('/sdk/gt4.js did not load'));
    expect(await reason(v4().run())).toBe('unavailable');
    fake.uninstall();
    expect(await reason(v4().run())).toBe('unavailable');
    expect(lift).not.toHaveBeenCalled();
  });

  it('gives up on an SDK that never says it is ready', async () => {
    vi.useFakeTimers();
    const silent = vi.fn();
    const check = runCaptcha<GeetestV4Result, GeetestV4Captcha>(
      (callback) => callback({ onReady: silent, onSuccess: silent, onError: silent } as never),
      () => {},
      { readyTimeoutMs: 1000, lift },
    );
    const ended = reason(check);
    await vi.advanceTimersByTimeAsync(999);
    expect(await Promise.race([ended, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await ended).toBe('unavailable');
  });
});

describe('Geetest v3', () => {
  it('asks the gateway for a challenge, starts initGeetest with it and answers challenge + seccode', async () => {
    const challenge = vi.fn(async () => ({ gt: 'gt-3', challenge: 'ch-1', newCaptcha: true }));
    expect(await v3(challenge).run()).toEqual({ geetestChallenge: 'ch-1', geetestSeccode: 'valid-1|jordan' });
    expect(challenge).toHaveBeenCalledTimes(1);
    expect(fake.configs[0]).toEqual({
      version: 'v3',
      config: {
        gt: 'gt-3',
        challenge: 'ch-1',
        new_captcha: true,
        offline: false,
        product: 'bind',
        lang: 'en', // Geetest has no Filipino
        https: false,
      },
    });
  });

  it("passes a refused challenge call on as it is (the form says the gateway's words)", async () => {
    const refused = new Error('network');
    expect(await reason(v3(vi.fn(() => Promise.reject(refused))).run())).toBe(refused);
    expect(fake.shown()).toBe(0);
  });

  it('says cancelled when the visitor closes the check', async () => {
    fake.endWith('close');
    expect(await reason(v3().run())).toBe('cancelled');
  });
});
