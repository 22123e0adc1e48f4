import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import type { SessionSnapshot } from '@/lib/session/session-store';

/**
 * Tells the gateway the member's new UI language (PUT /wps/member/language), as the platform does for signed-in
 * members and never for trial accounts. Its errors are silent on the platform too: the page changed language anyway.
 */
export function announceLanguage(gateway: GatewayClient, session: SessionSnapshot, language: string): Promise<void> {
  if (!session.member || session.kind === 'trial') return Promise.resolve();
  return callApi(gateway, 'member.language', { body: { language } }).then(
    () => undefined,
    () => undefined,
  );
}
