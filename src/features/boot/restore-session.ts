import { callApi } from '@/lib/gateway/api';
import { adoptTokenFromUrl, sessionToken } from '@/lib/gateway/session-store';
import type { AppServices } from '@/lib/services';

/** SPEC §4: a token in the URL query or in sessionStorage loads member info at start. */
export async function restoreSession({ gateway, session }: AppServices): Promise<void> {
  const token = adoptTokenFromUrl() ?? sessionToken.get();
  if (!token) return;
  session.signIn(token);
  session.setMember(await callApi(gateway, 'member.info'));
}
