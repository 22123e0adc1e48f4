/**
 * Hot sports matches (GCSGAME_getGameMatchV2): each sports vendor's upcoming matches, drawn from the world's seed and
 * the (virtual) day, so the list is stable within a day, moves on with the clock, and never needs storing.
 */
import { hash32, unitFrom } from './rng.js';
import type { Game } from './types.js';

const DAY_MS = 86_400_000;
/** Matches per vendor (chosen here: what a home lane shows). */
export const MATCHES_PER_VENDOR = 4;

const LEAGUES = [
  { leagueId: 'EPL', leagueName: 'Premier League', sportType: 'SOCCER' },
  { leagueId: 'LALIGA', leagueName: 'La Liga', sportType: 'SOCCER' },
  { leagueId: 'NBA', leagueName: 'NBA', sportType: 'BASKETBALL' },
  { leagueId: 'PBA', leagueName: 'PBA Philippine Cup', sportType: 'BASKETBALL' },
] as const;

const TEAMS: Record<string, readonly string[]> = {
  EPL: ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Fulham', 'Brighton', 'Newcastle', 'Brentford'],
  LALIGA: ['Sevilla', 'Valencia', 'Getafe', 'Osasuna', 'Girona', 'Celta', 'Betis', 'Alaves'],
  NBA: ['Lakers', 'Celtics', 'Warriors', 'Heat', 'Bulls', 'Knicks', 'Suns', 'Nets'],
  PBA: ['Ginebra', 'San Miguel', 'Magnolia', 'Meralco', 'TNT', 'Rain or Shine', 'NorthPort', 'Phoenix'],
};

export interface SportsMatch {
  matchId: string;
  leagueId: string;
  leagueName: string;
  sportType: string;
  homeTeam: string;
  awayTeam: string;
  startTime: number;
}

/** The matches of one sportsbook (`book`) for the day of `now`, each starting after `now`, earliest first. */
export function hotMatches(seed: number, book: Game, now: number): SportsMatch[] {
  const day = Math.floor(now / DAY_MS);
  const key = hash32(book.vassalage);
  return Array.from({ length: MATCHES_PER_VENDOR }, (_, i) => {
    const league = LEAGUES[Math.floor(unitFrom(seed, key, day, i, 1) * LEAGUES.length)]!;
    const teams = TEAMS[league.leagueId]!;
    const home = Math.floor(unitFrom(seed, key, day, i, 2) * teams.length);
    const away = (home + 1 + Math.floor(unitFrom(seed, key, day, i, 3) * (teams.length - 1))) % teams.length;
    // Kick-offs in the next 1 to 24 hours, on the quarter hour.
    const startTime = Math.ceil((now + 3_600_000 * (1 + 23 * unitFrom(seed, key, day, i, 4))) / 900_000) * 900_000;
    return {
      matchId: `${book.vassalage}-${day}-${i + 1}`,
      leagueId: league.leagueId,
      leagueName: league.leagueName,
      sportType: league.sportType,
      homeTeam: teams[home]!,
      awayTeam: teams[away]!,
      startTime,
    };
  }).sort((a, b) => a.startTime - b.startTime);
}
