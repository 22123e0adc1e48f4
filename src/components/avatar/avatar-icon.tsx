/** How many static icons the platform offers (gw.PROFILE_ICON_COUNT on the platform; 12 on the mock). */
export const PROFILE_ICON_COUNT = 12;

/** The platform's static avatar icons, drawn here: a coloured disc with a figure, one hue per icon. */
export function AvatarIcon({ icon, label, size = 40 }: { icon: number; label?: string; size?: number }) {
  const n = Math.min(Math.max(1, Math.trunc(icon) || 1), PROFILE_ICON_COUNT);
  const hue = ((n - 1) * 360) / PROFILE_ICON_COUNT;
  // Every other icon wears a cap, so neighbours differ in shape as well as colour.
  const cap = n % 2 === 0;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-icon={n}
    >
      <circle cx="20" cy="20" r="20" fill={`hsl(${hue} 60% 42%)`} />
      <circle cx="20" cy="16" r="7" fill={`hsl(${hue} 80% 88%)`} />
      <path d="M7 35c2-8 7-11 13-11s11 3 13 11" fill={`hsl(${hue} 80% 88%)`} />
      {cap && <path d="M12 13a8 6 0 0 1 16 0z" fill={`hsl(${(hue + 180) % 360} 70% 45%)`} />}
    </svg>
  );
}
