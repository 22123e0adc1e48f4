import type { GeetestV3Captcha, GeetestV4Captcha, GeetestWindow } from './geetest-sdk';

/** Tests only: how the visitor ends a fake check. */
export type FakeOutcome = 'pass' | 'close' | 'fail-then-close' | 'error';

export const FAKE_V4_RESULT = {
  lot_number: 'lot-1',
  captcha_output: 'output-1',
  pass_token: 'pass-1',
  gen_time: '1700000000',
} as const;

/**
 * Tests only: Geetest's initGeetest and initGeetest4 on a window, ending each check once it is shown as the last
 * `endWith` said (pass until then). Records the configs it was started with and how many checks were shown.
 */
export function installFakeGeetest(win: Window & GeetestWindow = window) {
  let outcome: FakeOutcome = 'pass';
  const configs: { version: 'v3' | 'v4'; config: Record<string, unknown> }[] = [];
  let shown = 0;
  const start = <C>(
    version: 'v3' | 'v4',
    config: Record<string, unknown>,
    result: unknown,
    callback: (c: C) => void,
  ) => {
    configs.push({ version, config });
    const on: Record<string, ((arg?: unknown) => void) | undefined> = {};
    let passed = false;
    const captcha: Record<string, unknown> = {
      getValidate: () => (passed ? result : false),
      destroy: () => {},
    };
    for (const name of ['Ready', 'Success', 'Fail', 'Error', 'Close'])
      captcha[`on${name}`] = (cb: () => void) => {
        on[name.toLowerCase()] = cb;
        return captcha;
      };
    const show = () => {
      shown++;
      queueMicrotask(() => {
        const end = outcome;
        if (end === 'pass') {
          passed = true;
          on.success?.();
        } else if (end === 'error') on.error?.({ code: 'error_104', msg: 'network' });
        else {
          if (end === 'fail-then-close') on.fail?.();
          on.close?.();
        }
      });
    };
    captcha[version === 'v3' ? 'verify' : 'showCaptcha'] = show;
    callback(captcha as C);
    queueMicrotask(() => on.ready?.());
  };
  win.initGeetest = (config, callback) =>
    start<GeetestV3Captcha>(
      'v3',
      config,
      { geetest_challenge: config.challenge, geetest_validate: 'valid-1', geetest_seccode: 'valid-1|jordan' },
      callback,
    );
  win.initGeetest4 = (config, callback) => start<GeetestV4Captcha>('v4', config, FAKE_V4_RESULT, callback);
  return {
    configs,
    shown: () => shown,
    /** How the visitor ends the checks shown from now on. */
    endWith(next: FakeOutcome) {
      outcome = next;
    },
    uninstall() {
      delete win.initGeetest;
      delete win.initGeetest4;
    },
  };
}
