import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { callApi } from '@/lib/gateway/api';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { useServices } from '@/lib/services';
import {
  geetestFor,
  HumanCheckError,
  type HumanCheck,
  type HumanCheckFields,
  type HumanCheckPurpose,
} from './human-check';

/** Geetest's SDKs when the merchant config names none (merchant.schema.json humanCheck defaults). */
export const GEETEST_CDN = {
  v3: 'https://static.geetest.com/static/tools/gt.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
} as const;

/** The codes a check's failure takes as a client-side GatewayError; its message is already in the visitor's language. */
export const HUMAN_CHECK_CODES = {
  cancelled: 'client.human_check_cancelled',
  failed: 'client.human_check_failed',
  unavailable: 'client.human_check_unavailable',
} as const;

export interface HumanCheckRunner {
  /** True when the gateway asks for a check for this purpose (the image captcha is then not used). */
  applies(purpose: HumanCheckPurpose): boolean;
  /**
   * Runs the check a purpose needs and answers its fields, or null when none is asked for. A closed, failed or
   * unavailable check rejects with a GatewayError whose message says so in the visitor's language, so every form
   * shows it as it shows a refused call, and keeps what was typed.
   */
  run(purpose: HumanCheckPurpose): Promise<HumanCheckFields | null>;
}

/**
 * The human check of the accounts forms, from the status answer, the site flags and the merchant's SDK addresses.
 * `run` keeps its identity for the form's life (the forms build their machines from it once); it reads the latest
 * settings and language when it runs.
 */
export function useHumanCheck(): HumanCheckRunner {
  const { status, flags } = useSiteSettings();
  const config = useSite().merchant.humanCheck;
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const latest = useRef({ status, flags, config, gateway, t, language: i18n.language });
  useEffect(() => {
    latest.current = { status, flags, config, gateway, t, language: i18n.language };
  });

  const run = useCallback(async (purpose: HumanCheckPurpose): Promise<HumanCheckFields | null> => {
    const { t } = latest.current;
    try {
      const check = await provider(latest.current, purpose);
      return check ? await check.run() : null;
    } catch (error) {
      if (!(error instanceof HumanCheckError)) throw error;
      throw new GatewayError(HUMAN_CHECK_CODES[error.reason], t(`auth:humanCheck.${error.reason}`), 0);
    }
  }, []);
  const applies = (purpose: HumanCheckPurpose) => geetestFor(status, flags, purpose) !== null;
  return { applies, run };
}

interface Inputs {
  status: Parameters<typeof geetestFor>[0];
  flags: Parameters<typeof geetestFor>[1];
  config: ReturnType<typeof useSite>['merchant']['humanCheck'];
  gateway: ReturnType<typeof useServices>['gateway'];
  language: string;
}

/** The provider a purpose needs, or null. Each Geetest version's code is its own chunk, fetched with the first check. */
async function provider(
  { status, flags, config, gateway, language }: Inputs,
  purpose: HumanCheckPurpose,
): Promise<HumanCheck | null> {
  const setup = geetestFor(status, flags, purpose);
  if (!setup) return null;
  if (setup.version === 'v4') {
    const { geetestV4 } = await import('./geetest-v4');
    return geetestV4({ scriptUrl: config?.geetestV4Script ?? GEETEST_CDN.v4, captchaId: setup.id, language });
  }
  const { geetestV3 } = await import('./geetest-v3');
  return geetestV3({
    scriptUrl: config?.geetestV3Script ?? GEETEST_CDN.v3,
    challenge: () => callApi(gateway, 'captcha.geetest', { query: { t: Date.now() } }),
    language,
  });
}
