import { callApi } from '@/lib/gateway/api';
import { sessionToken } from '@/lib/gateway/session-store';
import type { AppServices } from '@/lib/services';

/**
 * SPEC §4: a token in the URL query or in sessionStorage loads member info at start. (The page moved a token from the
 * URL into sessionStorage before the app started: see index.html.)
 */
export async function restoreSession({ gateway, session }: AppServices): Promise<void> {
  const token = sessionToken.get();
  if (!token) return;
  session.signIn(token);
  session.setMember(await callApi(gateway, 'member.info'));
}
