/** Paths that belong to the member centre (the mall opens from it). */
export function inMemberCentre(pathname: string): boolean {
  return pathname === '/member' || pathname.startsWith('/member/') || pathname === '/pointMall';
}
