import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGameStart } from '@/components/game-card/use-game-start';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { byKickOff, hotMatchesQuery } from './hot-matches-query';
import styles from './hot-matches.module.css';

/**
 * Hot sports matches (GCSGAME_getGameMatchV2), earliest kick-off first: each opens its vendor's sportsbook on the
 * match (launchGame with matchId and leagueId) through the site's one game start, so a visitor is asked to log in
 * first and the match opens once they have.
 */
export function HotMatches({ id, title, limit }: { id: string; title?: string; limit?: number }) {
  const { t, i18n } = useTranslation();
  const { gateway } = useServices();
  const start = useGameStart();
  const query = useQuery(hotMatchesQuery(gateway));
  const matches = query.data ? byKickOff(query.data, limit) : undefined;
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : undefined;
  const when = new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  const heading = title ?? t('games:matches.title');
  return (
    <section className={styles.matches} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {query.isError && !query.data ? (
        <div role="alert" className={styles.note}>
          <p>{t(errorMessageKey(query.error))}</p>
          <button type="button" onClick={() => void query.refetch()}>
            {t('games:list.retry')}
          </button>
        </div>
      ) : !matches ? (
        <p role="status" className={styles.note}>
          {t('games:list.loading')}
        </p>
      ) : matches.length === 0 ? (
        <p className={styles.note}>{t('games:matches.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={heading}>
          {matches.map(({ book, match }) => {
            const teams = t('games:matches.versus', { home: match.homeTeam, away: match.awayTeam });
            return (
              <li key={match.matchId} className={styles.match}>
                <p className={styles.league}>
                  {match.leagueName} · {book.displayName}
                </p>
                <p className={styles.teams}>{teams}</p>
                <p className={styles.kickOff}>
                  <time dateTime={new Date(match.startTime).toISOString()}>{when.format(match.startTime)}</time>
                </p>
                <button
                  type="button"
                  className={styles.bet}
                  onClick={() =>
                    void start({
                      vassalage: book.vassalage,
                      gameType: 'SPORTS',
                      nodeId: book.nodeId,
                      displayName: teams,
                      match: { matchId: match.matchId, leagueId: match.leagueId },
                    })
                  }
                >
                  {t('games:matches.bet')}
                  <span className="visually-hidden"> {teams}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
