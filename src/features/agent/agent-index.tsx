import { Navigate } from 'react-router-dom';
import { useSite } from '@/lib/config/site-context';
import { agentHome } from '@/lib/config/centre-home';

/** `/agentHome` opens the merchant's default agent page (SPEC §2: agentTeamOverview). */
export function AgentIndex() {
  return <Navigate to={agentHome(useSite().merchant)} replace />;
}
