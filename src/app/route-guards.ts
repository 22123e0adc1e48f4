import type { MemberKind } from '@/lib/session/member-kind';

export interface GuardedRoute {
  /** Needs a session token (SPEC §2 route guard). */
  requiresAuth?: boolean;
  /** Member centre or agent centre: trial accounts are refused. */
  area?: 'member' | 'agent';
}

export interface Visitor {
  hasToken: boolean;
  /** Known once member info has loaded. */
  kind: MemberKind | null;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string; messageKey?: string };

/** Where the agent centre sends everyone who is not an agent (site-config/routes.json: the agent login landing). */
export const AGENT_LANDING = '/agent';

/**
 * SPEC §2, §4, §6: no token → /login; the agent centre is for agents only: anyone else, a visitor too, goes to the
 * agent login landing /agent (routes.json), not to the member login; trial accounts may not open the member or agent
 * centre (in_need_true_account).
 */
export function guardRoute(route: GuardedRoute, visitor: Visitor): GuardDecision {
  if (route.area === 'agent' && !visitor.hasToken) return { allow: false, redirectTo: AGENT_LANDING };
  const needsLogin = route.requiresAuth || route.area !== undefined;
  if (needsLogin && !visitor.hasToken) return { allow: false, redirectTo: '/login' };
  if (visitor.kind === 'trial' && route.area)
    return { allow: false, redirectTo: '/', messageKey: 'errors.trialNeedsAccount' };
  if (route.area === 'agent' && visitor.kind !== 'agent') return { allow: false, redirectTo: AGENT_LANDING };
  return { allow: true };
}
