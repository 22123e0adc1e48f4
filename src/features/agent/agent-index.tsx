import { Navigate } from 'react-router-dom';
import { useSite } from '@/lib/config/site-context';

/** `/agentHome` opens the merchant's default agent page (SPEC §2: agentTeamOverview). */
export function AgentIndex() {
  const { agentMenu } = useSite().merchant;
  const entry = agentMenu.entries.find((e) => e.id === agentMenu.defaultEntry) ?? agentMenu.entries[0];
  return <Navigate to={entry?.route ?? '/agentHome/agentTeamOverview'} replace />;
}
