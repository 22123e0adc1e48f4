/**
 * Member avatars (MCSFE_getPlayerAvatar, MC changeIcon): one of the platform's PROFILE_ICON_COUNT static icons by
 * index. Until a member picks one, the icon follows from the account id, so every member has a stable avatar.
 */
import { WorldError } from './errors.js';

/** How many static icons the platform offers (the status call's gw.PROFILE_ICON_COUNT). */
export const PROFILE_ICON_COUNT = 12;

/** The largest photo the mock keeps (decoded bytes): a 180×180 picture is a few kB. */
export const CUSTOM_AVATAR_MAX_BYTES = 64 * 1024;

export interface Avatar {
  /** STATIC: icon index "1".."PROFILE_ICON_COUNT"; CUSTOM: the member's photo as a png or jpg data: URL. */
  avatar: string;
  avatarType: 'STATIC' | 'CUSTOM';
}

export interface Avatars {
  get(accountId: number): Avatar;
  /**
   * Picks a static icon, or keeps the member's own photo (CUSTOM); an index outside 1..PROFILE_ICON_COUNT, or a photo
   * that is not a png or jpg by its bytes or is larger than CUSTOM_AVATAR_MAX_BYTES, answers avatar_invalid.
   */
  set(accountId: number, avatar: string, avatarType?: Avatar['avatarType']): Avatar;
}

/** A png or jpg data: URL, by its leading bytes, of at most CUSTOM_AVATAR_MAX_BYTES. */
function isPhoto(dataUrl: string): boolean {
  const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!m) return false;
  const bytes = Buffer.from(m[2]!, 'base64');
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  return bytes.length <= CUSTOM_AVATAR_MAX_BYTES && (m[1] === 'png' ? png : jpg);
}

export function createAvatars(): Avatars {
  const chosen = new Map<number, Avatar>();
  return {
    get: (accountId) =>
      chosen.get(accountId) ?? { avatar: String((accountId % PROFILE_ICON_COUNT) + 1), avatarType: 'STATIC' },
    set(accountId, avatar, avatarType = 'STATIC') {
      if (avatarType === 'CUSTOM') {
        if (!isPhoto(avatar)) throw new WorldError('avatar_invalid');
        chosen.set(accountId, { avatar, avatarType });
        return { avatar, avatarType };
      }
      const n = Number(avatar);
      if (!/^\d+$/.test(avatar) || n < 1 || n > PROFILE_ICON_COUNT) throw new WorldError('avatar_invalid');
      const picked: Avatar = { avatar: String(n), avatarType: 'STATIC' };
      chosen.set(accountId, picked);
      return picked;
    },
  };
}
