/**
 * Member avatars (MCSFE_getPlayerAvatar, MC changeIcon): one of the platform's PROFILE_ICON_COUNT static icons by
 * index. Until a member picks one, the icon follows from the account id, so every member has a stable avatar.
 */
import { WorldError } from './errors.js';

/** How many static icons the platform offers (the status call's gw.PROFILE_ICON_COUNT). */
export const PROFILE_ICON_COUNT = 12;

export interface Avatar {
  /** Icon index "1".."PROFILE_ICON_COUNT" for STATIC. */
  avatar: string;
  avatarType: 'STATIC';
}

export interface Avatars {
  get(accountId: number): Avatar;
  /** Picks a static icon; an index outside 1..PROFILE_ICON_COUNT answers avatar_invalid. */
  set(accountId: number, avatar: string): Avatar;
}

export function createAvatars(): Avatars {
  const chosen = new Map<number, string>();
  return {
    get: (accountId) => ({
      avatar: chosen.get(accountId) ?? String((accountId % PROFILE_ICON_COUNT) + 1),
      avatarType: 'STATIC',
    }),
    set(accountId, avatar) {
      const n = Number(avatar);
      if (!/^\d+$/.test(avatar) || n < 1 || n > PROFILE_ICON_COUNT) throw new WorldError('avatar_invalid');
      chosen.set(accountId, String(n));
      return { avatar: String(n), avatarType: 'STATIC' };
    },
  };
}
