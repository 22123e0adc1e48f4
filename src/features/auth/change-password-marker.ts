import type { PasswordChangeReason } from './login.machine';

/**
 * The stored marker of a pending forced password change (weak default, expired password or first login), so a reload still asks
 * for the change. It lives in sessionStorage, which logout clears whole; free play and a successful change clear it.
 */
export const CHANGE_PASSWORD_MARKER = 'wl.mustChangePassword';

export function markPasswordChange(reason: PasswordChangeReason): void {
  try {
    sessionStorage.setItem(CHANGE_PASSWORD_MARKER, reason);
  } catch {
    // storage unavailable: the change is still asked for now
  }
}

export function pendingPasswordChange(): PasswordChangeReason | null {
  try {
    const value = sessionStorage.getItem(CHANGE_PASSWORD_MARKER);
    return value === 'weak' || value === 'expired' || value === 'first' ? value : null;
  } catch {
    return null;
  }
}

export function clearPasswordChangeMarker(): void {
  try {
    sessionStorage.removeItem(CHANGE_PASSWORD_MARKER);
  } catch {
    // nothing stored
  }
}
