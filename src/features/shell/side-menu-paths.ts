import { SIDE_MENU_CLOSED_ON } from '@/generated/route-facts';

const closedOn = new Set(SIDE_MENU_CLOSED_ON.map((p) => p.toLowerCase()));

/** SPEC §2: game pages (site-config/routes.json `sideMenuStartsClosed`) start with the side menu closed. */
export function sideMenuStartsClosedOn(pathname: string): boolean {
  return closedOn.has(pathname.toLowerCase());
}

export function sideMenuStartsOpen(pathname: string, wideScreen: boolean): boolean {
  return wideScreen && !sideMenuStartsClosedOn(pathname);
}
