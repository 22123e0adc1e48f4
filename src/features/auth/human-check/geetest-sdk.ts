import { HumanCheckError } from './human-check';
import { liftModals } from './modal-lift';

/**
 * The part of Geetest's SDK the site uses, the same for v3's captchaObj and v4's captcha: events, the result, and the
 * call that shows the check (v3 verify(), v4 showCaptcha(), with product "bind": no button of Geetest's own).
 */
export interface GeetestCaptcha<Result> {
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onError(callback: (error?: unknown) => void): unknown;
  /** Closed by the visitor (bind mode). */
  onClose?(callback: () => void): unknown;
  /** A wrong attempt: the check stays open for another. */
  onFail?(callback: (error?: unknown) => void): unknown;
  getValidate(): Result | false | null | undefined;
  destroy?(): void;
}

export interface GeetestV3Result {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

export interface GeetestV4Result {
  captcha_id?: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export type GeetestV3Captcha = GeetestCaptcha<GeetestV3Result> & { verify(): void };
export type GeetestV4Captcha = GeetestCaptcha<GeetestV4Result> & { showCaptcha(): void };

export interface GeetestWindow {
  initGeetest?: (config: Record<string, unknown>, callback: (captcha: GeetestV3Captcha) => void) => void;
  initGeetest4?: (config: Record<string, unknown>, callback: (captcha: GeetestV4Captcha) => void) => void;
}

export interface RunOptions {
  /** The SDK must say it is ready within this time, else the check is unavailable. */
  readyTimeoutMs?: number;
  /** Makes our modal dialogs ordinary while the SDK's popup shows (see modal-lift.ts). */
  lift?: () => () => void;
}

/**
 * One check on a fresh captcha object: shown once ready; answers getValidate() after a success. A close rejects with
 * `cancelled`, or `failed` after a wrong attempt; an SDK error or a silent SDK rejects with `unavailable`.
 */
export function runCaptcha<Result, C extends GeetestCaptcha<Result>>(
  init: (callback: (captcha: C) => void) => void,
  show: (captcha: C) => void,
  { readyTimeoutMs = 15_000, lift = liftModals }: RunOptions = {},
): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    let captcha: C | undefined;
    let restore: (() => void) | undefined;
    let failedOnce = false;
    let settled = false;
    const timer = setTimeout(() => end(new HumanCheckError('unavailable', 'the check did not start')), readyTimeoutMs);
    const end = (error: HumanCheckError | null, result?: Result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      restore?.();
      captcha?.destroy?.();
      if (error) reject(error);
      else resolve(result!);
    };
    try {
      init((c) => {
        captcha = c;
        c.onReady(() => {
          if (settled) return;
          clearTimeout(timer);
          restore = lift();
          show(c);
        });
        c.onSuccess(() => {
          const result = c.getValidate();
          end(result ? null : new HumanCheckError('failed', 'no result'), result || undefined);
        });
        c.onFail?.(() => {
          failedOnce = true;
        });
        c.onClose?.(() => end(new HumanCheckError(failedOnce ? 'failed' : 'cancelled')));
        c.onError((error) => end(new HumanCheckError('unavailable', describe(error))));
      });
    } catch (error) {
      end(new HumanCheckError('unavailable', describe(error)));
    }
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const { code, error_code, msg } = error as { code?: unknown; error_code?: unknown; msg?: unknown };
    return [code ?? error_code, msg].filter(Boolean).join(' ');
  }
  return String(error ?? '');
}
