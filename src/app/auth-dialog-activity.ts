/**
 * Whether an account dialog (login, register, a forced password change...) is up or on its way: its form is a lazy
 * chunk, so for a moment it is wanted before it is on screen. Popups wait for it.
 */
let active = false;

export function setAuthDialogActive(value: boolean): void {
  active = value;
}

export const authDialogActive = (): boolean => active;
