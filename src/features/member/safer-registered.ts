/**
 * Set in the tab's session storage when a visitor has just registered (app/auth-dialogs.tsx): the safer-gambling watch
 * then offers a deposit limit where the policy asks for one at registration. Logout clears it with the session.
 */
export const REGISTERED_KEY = 'safer.justRegistered';

/** Registration is over (the welcome bonus, where offered, answered): the deposit-limit offer may show now. */
export function announceRegistered(): void {
  try {
    sessionStorage.setItem(REGISTERED_KEY, '1');
  } catch {
    // no storage: no offer
  }
  window.dispatchEvent(new Event(REGISTERED_KEY));
}
