import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GameRow } from '@/components/game-card/game-row';
import { useMerchantCode, useSite } from '@/lib/config/site-context';
import { formatMoney } from '@/lib/format-money';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { fetchJackpot } from './home-queries';
import { nextPollDelay } from './jackpot-motion';
import { SectionHeader } from './section-header';
import { useAnimatedNumber } from './use-animated-number';
import styles from './home.module.css';

/** One poll of the jackpot endpoint feeds both the counter and the jackpot-games board. */
function useJackpot() {
  const { gateway } = useServices();
  const { merchant } = useSite();
  const merchantCode = useMerchantCode();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['jackpot', i18n.language],
    queryFn: ({ signal }) => fetchJackpot(gateway, merchantCode, i18n.language, signal),
    staleTime: 0,
    refetchInterval: () => nextPollDelay(merchant.timings.jackpotCounter.tickIntervalsMs),
  });
}

/**
 * The jackpot pool as the gateway reports it, polled every 3-5 s; between two answers the figure glides from the old
 * value to the new one (never past it, never made up; still with prefers-reduced-motion).
 */
export function JackpotCounter() {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const jackpot = useJackpot();
  const glide = Math.min(...merchant.timings.jackpotCounter.tickIntervalsMs) * 0.8;
  const shown = useAnimatedNumber(jackpot.data?.amount, glide);
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
  return (
    <section className={styles.jackpot} aria-labelledby="home-jackpot">
      <h2 id="home-jackpot" className={styles.jackpotTitle}>
        {t('games:home.jackpot')}
      </h2>
      <p className={styles.jackpotAmount} aria-live="off">
        {shown === undefined ? (
          <span aria-hidden="true">—</span>
        ) : (
          <data value={jackpot.data?.amount}>{formatMoney(shown, locale)}</data>
        )}
      </p>
    </section>
  );
}

/** The jackpot games (from the same poll). */
export function JackpotGames() {
  const { t } = useTranslation();
  const jackpot = useJackpot();
  const title = t('games:home.jackpotGames');
  if (jackpot.data && !jackpot.data.games.length) return null;
  return (
    <section className={styles.block} aria-labelledby="home-jackpot-games">
      <SectionHeader id="home-jackpot-games" title={title} />
      <GameRow games={jackpot.data?.games.slice(0, 12)} label={title} reserve={6} />
    </section>
  );
}
