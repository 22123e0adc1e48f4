/**
 * Every query that shows money starts with this key, so one invalidation refreshes them all. A module of its own: a
 * page that only reads money (a visitor's promotions list) does not download the money-movement hook with it.
 */
export const MONEY_QUERY_KEY = 'money';
