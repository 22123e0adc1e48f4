import type { RouteObject } from 'react-router-dom';
import { memberRoutes } from '@/features/member/routes';
import { rewardCenterRoutes } from '@/features/rewards/centre-routes';
import { agentMessageRoutes, memberMessageRoutes } from '@/features/messages/routes';
import { agentCentreRoutes } from './agent-pages';

/** Pages of other features join a centre's frame (`/member` or `/agentHome`), so they render inside its menu. */
const withFramePages = (routes: RouteObject[], frame: string, pages: RouteObject[]): RouteObject[] =>
  routes.map((r) => (r.path === frame && !r.index ? { ...r, children: [...(r.children ?? []), ...pages] } : r));

export interface CentreTables {
  member: RouteObject[];
  agent: RouteObject[];
}

/** The member and agent centres' route tables: a visit fetches them when it first opens a centre. */
export function centreRoutes(): CentreTables {
  return {
    member: withFramePages(memberRoutes, '/member', [...rewardCenterRoutes, ...memberMessageRoutes]),
    agent: withFramePages(agentCentreRoutes(), '/agentHome', agentMessageRoutes),
  };
}
