import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '@/features/auth/routes';
import { contentRoutes } from '@/features/content/routes';
import { laterGameRoutes } from '@/features/games/later-routes';
import { helpRoutes, standaloneHelpRoutes } from '@/features/help/routes';
import { memberRoutes } from '@/features/member/routes';
import { seamlessRoutes } from '@/features/member/seamless-routes';
import { agentMessageRoutes, memberMessageRoutes } from '@/features/messages/routes';
import { rewardCenterRoutes } from '@/features/rewards/centre-routes';
import { pointMallRoutes } from '@/features/rewards/routes';
import { NotFoundPage } from '@/features/shell/not-found-page';
import { agentCentreRoutes } from './agent-pages';

/** Pages of other features join a centre's frame (`/member` or `/agentHome`), so they render inside its menu. */
const withFramePages = (routes: RouteObject[], frame: string, pages: RouteObject[]): RouteObject[] =>
  routes.map((r) => (r.path === frame && !r.index ? { ...r, children: [...(r.children ?? []), ...pages] } : r));

export interface LaterRoutes {
  /** The member and agent centres, each behind its area's guard. */
  member: RouteObject[];
  agent: RouteObject[];
  /**
   * Other pages no visit lands on first (content, help, the agent landing, the single wallet, the points mall, the
   * favourite and recent games, lottery, search).
   */
  pages: RouteObject[];
  /** Pages shown without the site's frame (the help centre inside an app's web view). */
  standalone: RouteObject[];
  /** What the router shows for a path nothing matches. */
  notFound: RouteObject;
}

/** The routes of the pages that are not the landing pages: a visit fetches them when it first opens one. */
export function laterRoutes(): LaterRoutes {
  return {
    member: withFramePages(memberRoutes, '/member', [...rewardCenterRoutes, ...memberMessageRoutes]),
    agent: withFramePages(agentCentreRoutes(), '/agentHome', agentMessageRoutes),
    pages: [...authRoutes, ...seamlessRoutes, ...pointMallRoutes, ...contentRoutes, ...helpRoutes, ...laterGameRoutes],
    standalone: standaloneHelpRoutes,
    notFound: { path: '*', element: <NotFoundPage />, handle: { name: 'not-found' } },
  };
}
