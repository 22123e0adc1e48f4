import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FieldFrame,
  NOT_APPLICABLE,
  textInputProps,
  type FieldRenderer,
  type FieldRendererProps,
} from '@/schema-ui/field-registry';
import styles from './auth.module.css';

export interface CaptchaState {
  /** Base64 PNG. */
  image: string | null;
  loading: boolean;
  failed: boolean;
  /** A new image (throttled by whoever provides it). */
  refresh: () => void;
}

export const CaptchaContext = createContext<CaptchaState | null>(null);

/** The captcha answer with its image; selecting the image asks for a new one. */
function CaptchaField(props: FieldRendererProps) {
  const captcha = useContext(CaptchaContext);
  const { t } = useTranslation();
  return (
    <FieldFrame {...props}>
      <input {...textInputProps(props)} autoCapitalize="off" spellCheck={false} />
      <button
        type="button"
        className={styles.captchaButton}
        aria-label={t('auth:captcha.refresh')}
        aria-busy={captcha?.loading || undefined}
        onClick={() => captcha?.refresh()}
      >
        {captcha?.image ? (
          <img src={`data:image/png;base64,${captcha.image}`} alt="" width={100} height={40} />
        ) : (
          <span aria-hidden="true">{captcha?.failed ? '↻' : '…'}</span>
        )}
      </button>
    </FieldFrame>
  );
}

export const captchaRenderer: FieldRenderer = {
  name: 'captcha',
  rank: (field) => (field.def.widget === 'captcha' ? 10 : NOT_APPLICABLE),
  Component: CaptchaField,
};

/** A captcha image loaded when `enabled`, refreshed at most once per `throttleMs` (a forced refresh skips the wait). */
export function useCaptchaImage(load: () => Promise<string>, enabled: boolean, throttleMs: number) {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const request = useRef(0);

  const fetchImage = useCallback(
    (force: boolean) => {
      const now = Date.now();
      if (!force && now - last.current < throttleMs) return;
      last.current = now;
      const id = ++request.current;
      setLoading(true);
      load().then(
        (png) => {
          if (id !== request.current) return;
          setImage(png);
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (id !== request.current) return;
          setImage(null);
          setFailed(true);
          setLoading(false);
        },
      );
    },
    [load, throttleMs],
  );

  useEffect(() => {
    if (enabled) fetchImage(true);
    // Leaving (or disabling) drops the answer of a request still on its way.
    const requests = request;
    return () => {
      requests.current++;
    };
  }, [enabled, fetchImage]);

  return { image, loading, failed, refresh: () => fetchImage(false), reload: () => fetchImage(true) };
}
