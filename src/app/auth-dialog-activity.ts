/**
 * Whether an account dialog (login, register, a forced password change...) is up or on its way: its form is a lazy
 * chunk, so for a moment it is wanted before it is on screen. Popups wait for it.
 */
let active = false;
const waiting = new Set<() => void>();

export function setAuthDialogActive(value: boolean): void {
  active = value;
  if (active) return;
  waiting.forEach((resolve) => resolve());
  waiting.clear();
}

export const authDialogActive = (): boolean => active;

export function authDialogsIdle(): Promise<void> {
  if (!active) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}
