import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** A failed content read as a translation key with its namespace: this feature's own codes, else the common ones. */
export function contentErrorKey(error: unknown): { key: string; ns: 'content' | 'common' } {
  if (error instanceof GatewayError && error.code === 'article_not_found')
    return { key: 'errors.articleNotFound', ns: 'content' };
  return { key: errorMessageKey(error), ns: 'common' };
}
