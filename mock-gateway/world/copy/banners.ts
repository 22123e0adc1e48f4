/** Words of the banners that are not a promotion's: brand welcome, featured game, sign-up, app, help. */
import type { CopyContext, Localised } from './locale.js';
import type { Motif } from './promotions.js';

export interface SlideText {
  /** Small line above the headline. */
  kicker: string;
  headline: string;
  subline: string;
  cta: string;
}

export interface SlideDef {
  motif: Motif;
  hue: number;
  text: Localised<(c: CopyContext, gameName: string) => SlideText>;
}

export const BRAND_SLIDE: SlideDef = {
  motif: 'star',
  hue: 260,
  text: {
    EN: (c) => ({
      kicker: c.brand,
      headline: `Welcome to ${c.brand}`,
      subline: '10,000+ games · fast payouts · 24/7 support',
      cta: 'Join now',
    }),
    TY: (c) => ({
      kicker: c.brand,
      headline: `Maligayang pagdating sa ${c.brand}`,
      subline: '10,000+ laro · mabilis na payout · 24/7 na suporta',
      cta: 'Sumali na',
    }),
    PT: (c) => ({
      kicker: c.brand,
      headline: `Bem-vindo à ${c.brand}`,
      subline: '10.000+ jogos · saques rápidos · suporte 24h',
      cta: 'Cadastre-se',
    }),
  },
};

export const GAME_SLIDE: SlideDef = {
  motif: 'star',
  hue: 20,
  text: {
    EN: (_c, game) => ({
      kicker: 'Featured game',
      headline: game,
      subline: 'Hot this week: spin now',
      cta: 'Play now',
    }),
    TY: (_c, game) => ({
      kicker: 'Tampok na laro',
      headline: game,
      subline: 'Patok ngayong linggo: laro na',
      cta: 'Maglaro na',
    }),
    PT: (_c, game) => ({
      kicker: 'Jogo em destaque',
      headline: game,
      subline: 'Em alta esta semana: jogue já',
      cta: 'Jogar agora',
    }),
  },
};

export const ALL_PROMOS_SLIDE: SlideDef = {
  motif: 'gift',
  hue: 300,
  text: {
    EN: (c) => ({
      kicker: c.brand,
      headline: 'All Promotions',
      subline: `New offers every week at ${c.brand}`,
      cta: 'See all',
    }),
    TY: (c) => ({
      kicker: c.brand,
      headline: 'Lahat ng Promo',
      subline: `Bagong alok kada linggo sa ${c.brand}`,
      cta: 'Tingnan lahat',
    }),
    PT: (c) => ({
      kicker: c.brand,
      headline: 'Todas as Promoções',
      subline: `Ofertas novas toda semana na ${c.brand}`,
      cta: 'Ver todas',
    }),
  },
};

export const SIGN_UP_SLIDE: SlideDef = {
  motif: 'coins',
  hue: 45,
  text: {
    EN: (c) => ({
      kicker: c.brand,
      headline: `Join ${c.brand}`,
      subline: c.welcomeBonus ? `Welcome bonus up to ${c.exact(c.welcomeBonus)}` : '10,000+ games waiting for you',
      cta: 'Sign up',
    }),
    TY: (c) => ({
      kicker: c.brand,
      headline: `Sumali sa ${c.brand}`,
      subline: c.welcomeBonus
        ? `Welcome bonus na hanggang ${c.exact(c.welcomeBonus)}`
        : '10,000+ na laro ang naghihintay',
      cta: 'Magparehistro',
    }),
    PT: (c) => ({
      kicker: c.brand,
      headline: `Cadastre-se na ${c.brand}`,
      subline: c.welcomeBonus
        ? `Bônus de boas-vindas de até ${c.exact(c.welcomeBonus)}`
        : '10.000+ jogos esperando por você',
      cta: 'Cadastrar',
    }),
  },
};

export const APP_SLIDE: SlideDef = {
  motif: 'phone',
  hue: 190,
  text: {
    EN: (c) => ({
      kicker: c.brand,
      headline: 'Get the App',
      subline: `Play ${c.brand} anywhere, faster`,
      cta: 'Download',
    }),
    TY: (c) => ({
      kicker: c.brand,
      headline: 'I-download ang App',
      subline: `Laruin ang ${c.brand} kahit saan, mas mabilis`,
      cta: 'I-download',
    }),
    PT: (c) => ({
      kicker: c.brand,
      headline: 'Baixe o App',
      subline: `Jogue na ${c.brand} onde estiver`,
      cta: 'Baixar',
    }),
  },
};

export const HELP_SLIDE: SlideDef = {
  motif: 'star',
  hue: 170,
  text: {
    EN: (c) => ({
      kicker: c.brand,
      headline: "We're here to help",
      subline: 'Our support team is online 24/7',
      cta: 'Live chat',
    }),
    TY: (c) => ({
      kicker: c.brand,
      headline: 'Nandito kami para tumulong',
      subline: 'Online ang aming support 24/7',
      cta: 'Makipag-chat',
    }),
    PT: (c) => ({
      kicker: c.brand,
      headline: 'Estamos aqui para ajudar',
      subline: 'Suporte online 24 horas',
      cta: 'Chat ao vivo',
    }),
  },
};
