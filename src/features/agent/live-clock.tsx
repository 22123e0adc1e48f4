import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';

/** "UTC+08:00" for a time zone at a given instant. */
export function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part === 'GMT' || !part ? 'UTC+00:00' : part.replace('GMT', 'UTC');
}

/** The agent centre's time zone and clock, ticking each second. */
export function LiveClock({ timeZone }: { timeZone: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat(bcp47(i18n.language as PlatformLanguage), {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(now);
  return (
    // The server's clock and the browser's differ by the time the page took to arrive: the browser's wins.
    <span suppressHydrationWarning>
      {utcOffset(timeZone, now)}{' '}
      <time dateTime={now.toISOString()} suppressHydrationWarning>
        {time}
      </time>
    </span>
  );
}
