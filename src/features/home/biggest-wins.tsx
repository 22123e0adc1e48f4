import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { useImageUrl } from '@/lib/games/use-cdn';
import { formatMoney } from '@/lib/format-money';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { fetchWinners } from './home-queries';
import { SectionHeader } from './section-header';
import { useNearViewport } from './use-near-viewport';
import styles from './home.module.css';

const WINNERS_REFRESH_MS = 30_000;

/** SPEC §2, §9: the biggest-wins board, the first 9 of the winners board, amounts with 2 decimals in the page language. */
export function BiggestWins() {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const { gateway } = useServices();
  const imageUrl = useImageUrl();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
  const [ref, near] = useNearViewport<HTMLElement>();
  const winners = useQuery({
    enabled: near,
    queryKey: ['winners', i18n.language, merchant.pageSizes.winnerBoardRequest],
    queryFn: ({ signal }) => fetchWinners(gateway, i18n.language, merchant.pageSizes.winnerBoardRequest, signal),
    refetchInterval: WINNERS_REFRESH_MS,
  });
  const shownCount = merchant.pageSizes.biggestWinsShown;
  const rows = winners.data?.slice(0, shownCount);
  const title = t('games:home.biggestWins');
  if (rows && !rows.length) return null;
  return (
    <section ref={ref} className={styles.block} aria-labelledby="home-wins">
      <SectionHeader id="home-wins" title={title} />
      <table className={styles.wins}>
        <thead>
          <tr>
            <th scope="col">{t('games:home.winner')}</th>
            <th scope="col">{t('games:home.game')}</th>
            <th scope="col" className={styles.numeric}>
              {t('games:home.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(rows ?? Array.from({ length: shownCount }, () => null)).map((w, i) =>
            w ? (
              <tr key={`${w.customerName}-${w.at ?? i}-${i}`}>
                <td>{w.customerName}</td>
                <td>
                  <span className={styles.winGame}>
                    <img src={imageUrl(w.iconUrl)} alt="" width={28} height={28} loading="lazy" />
                    <span className={styles.winGameName} title={w.gameName}>
                      {w.gameName}
                    </span>
                  </span>
                </td>
                <td className={styles.numeric}>{formatMoney(w.winAmount, locale)}</td>
              </tr>
            ) : (
              <tr key={i} aria-hidden="true">
                <td colSpan={3}>&nbsp;</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}
