import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/**
 * The sentence to show for a failed call: the translation of a known code; for a code the client has no sentence for,
 * the gateway's own message (it is already in the user's language), else the generic one. `preferServer` shows the
 * gateway's message first (SPEC §8: a failed SMS send shows the server's message), except for a rate limit, whose
 * translated sentence names the wait.
 */
export function errorText(
  t: TFunction,
  error: unknown,
  // The page's language as i18n set it on <html> (a date in the sentence is written in it).
  { preferServer = false, locale = typeof document === 'undefined' ? undefined : document.documentElement.lang } = {},
): string {
  const { key, values } = errorMessage(error, (ms) =>
    new Intl.DateTimeFormat(locale || undefined, { dateStyle: 'long', timeStyle: 'short' }).format(ms),
  );
  const server = error instanceof GatewayError ? error.message.trim() : '';
  if (server && !values && (preferServer || key === 'errors.unknown')) return server;
  return t(`common:${key}`, values);
}

export function errorCode(error: unknown): string | null {
  return error instanceof GatewayError ? error.code : null;
}
