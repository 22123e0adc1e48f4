import { lazy, Suspense } from 'react';
import { withWords } from '@/lib/i18n/i18n';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

// The popup's code and words load only once an agent is signed in.
const Popup = lazy(() =>
  withWords(import('@/features/contracts/contract-offer-popup'), 'contracts').then((m) => ({
    default: m.ContractOfferPopup,
  })),
);

/**
 * Contract offers waiting for the signed-in agent, asked after every login and page load (GATEWAY-CALLS-SEEN §14).
 * SPEC §6: the consolidated call is made when the agent-policy flag is on and the account is not a trial.
 */
export function ContractOffersMount() {
  const { session } = useServices();
  const { flags } = useSiteSettings();
  const { kind } = useSessionSnapshot(session);
  if (kind !== 'agent' || flags['AGENTPOLICY3'] !== true) return null;
  return (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  );
}
