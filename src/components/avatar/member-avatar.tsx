import { AvatarIcon } from './avatar-icon';

/** Whether an avatar is the member's own photo rather than one of the platform's icons. */
export const isPhoto = (avatar: string): boolean => !/^\d+$/.test(avatar);

/** The member's avatar as the gateway gives it: a static icon's number, or the member's own photo (an image URL). */
export function MemberAvatar({ avatar, label, size }: { avatar: string; label: string; size: number }) {
  if (!isPhoto(avatar)) return <AvatarIcon icon={Number(avatar)} size={size} label={label} />;
  return (
    <img src={avatar} alt={label} width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover' }} />
  );
}
