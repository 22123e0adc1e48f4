/**
 * The floor page's first screen: about the size of the site's home first screen on a phone (some 770 elements,
 * 3,300 characters of text, the same logo, banner, game and footer images), with nothing fetched but images.
 */
const BANNERS = ['w_home-1', 'w_home-2', 'w_home-3', 'w_home-4', ...[0, 1, 2, 3, 4, 5].map((i) => `promo-400${i}-1`)];
const GAMES = ['LIVE-PT-0014', 'LIVE-AG-0029', 'RNG-CQ9-0155', 'RNG-CQ9-0704', 'RNG-BBIN-0019', 'RNG-MGS-0400'];
const FOOTER_LOGOS = ['licence-iga', 'licence-18', 'pay-bank', 'pay-ewallet', 'pay-qr', 'vendor-pt', 'vendor-mg'];

export interface FloorSection {
  title: string;
  games: { name: string; image: string }[];
}

export const floorScreen = {
  logo: '/site-config/royal/assets/logo.svg',
  nav: ['Home', 'Live', 'Slots', 'Sports', 'Lottery', 'Fishing', 'Cards', 'Promotions', 'VIP', 'Help'],
  banners: BANNERS.map((name) => `/__mock/art/banner/${name}.svg`),
  notice: 'Welcome! Deposits are credited within minutes. Weekly rebates are paid every Monday at noon.',
  sections: ['Hot games', 'Live casino', 'Slots', 'Fishing', 'Cards', 'Sports'].map((title, s): FloorSection => ({
    title,
    games: Array.from({ length: 12 }, (_, g) => ({
      name: `${title} game number ${g + 1} with a longer name`,
      image: `/__mock/art/game/${GAMES[(s + g) % GAMES.length]}.svg`,
    })),
  })),
  winners: Array.from({ length: 20 }, (_, i) => `Player ${i + 1}***  won 1,${i}50.00 on Slots`),
  footerColumns: ['About us', 'Help', 'Responsible gaming', 'Contact'].map((title) => ({
    title,
    links: ['Terms and conditions', 'Privacy policy', 'Deposits', 'Withdrawals', 'Frequently asked questions'],
  })),
  footerLogos: FOOTER_LOGOS.map((name) => `/site-config/royal/assets/${name}.svg`),
  copyright: 'Copyright © Floor. Gaming can be addictive: play responsibly. Over 18s only.',
};
