/**
 * "Remember me" (SPEC §2, §9): the username only — never the password — in a cookie that lives 24 hours (merchant
 * timings.rememberMeHours).
 */
export const REMEMBER_ME_COOKIE = 'wl_remember_user';

export function rememberedUsername(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REMEMBER_ME_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

function write(value: string, maxAgeSeconds: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REMEMBER_ME_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function rememberUsername(username: string, hours: number): void {
  write(username, Math.round(hours * 3600));
}

export function forgetUsername(): void {
  write('', 0);
}
