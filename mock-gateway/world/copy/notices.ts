/**
 * Player notices, home marquee lines and popups (A members, B visitors, F first logins) in EN, TY and PT.
 * Plain text; `**x**` is bold.
 */
import type { CopyContext, Localised } from './locale.js';

export interface NoticeText {
  title: string;
  paragraphs: string[];
}

/** Facts of the world a notice may name. */
export interface NoticeFacts {
  /** Start of the next maintenance window, epoch ms. */
  maintenanceAt: number;
  /** Three of the newest slots. */
  newGames: readonly string[];
  /** The daily reload promotion's figures. */
  reload: { pct: number; cap: number };
  /** The referral reward (pesos, before the currency scale). */
  referral: number;
}

type Notice = Localised<(c: CopyContext, f: NoticeFacts) => NoticeText>;

const list = (names: readonly string[], and: string): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}` : (names[0] ?? '');

export const PLAYER_NOTICES: readonly Notice[] = [
  {
    EN: (c, f) => ({
      title: 'Scheduled maintenance',
      paragraphs: [
        `${c.brand} will be under scheduled maintenance from **${c.dateTime(f.maintenanceAt)}** for about 2 hours. Deposits, withdrawals and games are unavailable during this time.`,
        'Please finish your games and move your balance back to the main wallet before it starts. Thank you for your patience.',
      ],
    }),
    TY: (c, f) => ({
      title: 'Nakatakdang maintenance',
      paragraphs: [
        `Magkakaroon ng nakatakdang maintenance ang ${c.brand} simula **${c.dateTime(f.maintenanceAt)}** nang mga 2 oras. Hindi magagamit ang deposito, withdrawal at mga laro sa panahong ito.`,
        'Pakitapos ang inyong mga laro at ibalik ang balanse sa main wallet bago ito magsimula. Salamat sa inyong pasensya.',
      ],
    }),
    PT: (c, f) => ({
      title: 'Manutenção programada',
      paragraphs: [
        `A ${c.brand} passará por manutenção programada a partir de **${c.dateTime(f.maintenanceAt)}**, por cerca de 2 horas. Depósitos, saques e jogos ficam indisponíveis nesse período.`,
        'Finalize suas partidas e transfira o saldo para a carteira principal antes do início. Obrigado pela paciência.',
      ],
    }),
  },
  {
    EN: (_c, f) => ({
      title: 'New games every Monday',
      paragraphs: [
        `Fresh slots from our providers land in the **New** section every Monday. This week: ${list(f.newGames, 'and')}.`,
      ],
    }),
    TY: (_c, f) => ({
      title: 'Bagong laro tuwing Lunes',
      paragraphs: [`May mga bagong slot sa seksyong **Bago** tuwing Lunes. Ngayong linggo: ${list(f.newGames, 'at')}.`],
    }),
    PT: (_c, f) => ({
      title: 'Jogos novos toda segunda',
      paragraphs: [`Slots novos chegam à seção **Novos** toda segunda-feira. Nesta semana: ${list(f.newGames, 'e')}.`],
    }),
  },
  {
    EN: () => ({
      title: 'Play responsibly',
      paragraphs: [
        'Gaming should be fun. Set daily, weekly or monthly deposit limits, or take a break, in the member centre at any time.',
        'If you need help, our support team is available 24/7.',
      ],
    }),
    TY: () => ({
      title: 'Maglaro nang responsable',
      paragraphs: [
        'Dapat masaya ang paglalaro. Magtakda ng limitasyon sa deposito kada araw, linggo o buwan, o magpahinga muna, sa member centre anumang oras.',
        'Kung kailangan mo ng tulong, handa ang aming support 24/7.',
      ],
    }),
    PT: () => ({
      title: 'Jogue com responsabilidade',
      paragraphs: [
        'Jogar deve ser diversão. Defina limites de depósito diários, semanais ou mensais, ou faça uma pausa, na área do membro a qualquer momento.',
        'Se precisar de ajuda, nosso suporte atende 24 horas.',
      ],
    }),
  },
  {
    EN: (c) => ({
      title: 'Keep your account safe',
      paragraphs: [
        `${c.brand} staff will never ask for your password, SMS code or payment PIN.`,
        'Only log in through our official website and app, and report suspicious messages to live chat.',
      ],
    }),
    TY: (c) => ({
      title: 'Panatilihing ligtas ang account',
      paragraphs: [
        `Hindi kailanman hihingin ng ${c.brand} ang iyong password, SMS code o payment PIN.`,
        'Mag-log in lamang sa aming opisyal na website at app, at i-report sa live chat ang mga kahina-hinalang mensahe.',
      ],
    }),
    PT: (c) => ({
      title: 'Mantenha sua conta segura',
      paragraphs: [
        `A equipe da ${c.brand} nunca pede sua senha, código SMS ou PIN de pagamento.`,
        'Entre apenas pelo site e pelo app oficiais e denuncie mensagens suspeitas no chat ao vivo.',
      ],
    }),
  },
  {
    EN: (c) => ({
      title: `${c.wallet} deposits are now instant`,
      paragraphs: [
        `Deposits with ${c.wallet} now reach your wallet within a minute, 24 hours a day.`,
        `Withdrawals to ${c.wallet} take 30 minutes on average.`,
      ],
    }),
    TY: (c) => ({
      title: `Instant na ang ${c.wallet} deposit`,
      paragraphs: [
        `Papasok na sa iyong wallet ang deposito gamit ang ${c.wallet} sa loob ng isang minuto, 24 oras kada araw.`,
        `Karaniwang 30 minuto ang withdrawal papunta sa ${c.wallet}.`,
      ],
    }),
    PT: (c) => ({
      title: `Depósitos via ${c.wallet} agora são instantâneos`,
      paragraphs: [
        `Depósitos via ${c.wallet} caem na sua carteira em até um minuto, 24 horas por dia.`,
        `Saques para ${c.wallet} levam 30 minutos, em média.`,
      ],
    }),
  },
  {
    EN: () => ({
      title: 'VIP programme upgrade',
      paragraphs: [
        'Our VIP programme now has 10 levels. Higher levels unlock faster withdrawals, a personal host and bigger birthday gifts.',
        'Your level is updated every Monday from your deposits and valid bets.',
      ],
    }),
    TY: () => ({
      title: 'Mas pinagandang VIP program',
      paragraphs: [
        'May 10 level na ang aming VIP program. Sa mas mataas na level, mas mabilis ang withdrawal, may sariling host at mas malaki ang regalo sa kaarawan.',
        'Ina-update ang iyong level tuwing Lunes batay sa iyong deposito at valid na taya.',
      ],
    }),
    PT: () => ({
      title: 'Programa VIP renovado',
      paragraphs: [
        'Nosso programa VIP agora tem 10 níveis. Níveis mais altos liberam saques mais rápidos, um gerente exclusivo e presentes de aniversário maiores.',
        'Seu nível é atualizado toda segunda-feira com base em depósitos e apostas válidas.',
      ],
    }),
  },
  {
    EN: () => ({
      title: 'Lottery results every evening',
      paragraphs: [
        'VN lottery results are published every evening at 18:30 (GMT+7). The lottery page shows the latest draws and your tickets.',
      ],
    }),
    TY: () => ({
      title: 'Resulta ng lotto tuwing gabi',
      paragraphs: [
        'Inilalabas ang resulta ng VN lottery tuwing 18:30 ng gabi (GMT+7). Nasa pahina ng lottery ang pinakabagong draw at ang iyong mga tiket.',
      ],
    }),
    PT: () => ({
      title: 'Resultados da loteria toda noite',
      paragraphs: [
        'Os resultados da loteria VN saem toda noite às 18:30 (GMT+7). A página da loteria mostra os últimos sorteios e seus bilhetes.',
      ],
    }),
  },
  {
    EN: (c) => ({
      title: `New ${c.brand} app version`,
      paragraphs: ['The latest app loads games faster and supports fingerprint login. Download it from the side menu.'],
    }),
    TY: (c) => ({
      title: `Bagong bersyon ng ${c.brand} app`,
      paragraphs: [
        'Mas mabilis mag-load ng laro ang pinakabagong app at may fingerprint login na. I-download ito mula sa side menu.',
      ],
    }),
    PT: (c) => ({
      title: `Nova versão do app ${c.brand}`,
      paragraphs: [
        'O app mais recente carrega os jogos mais rápido e aceita login por digital. Baixe pelo menu lateral.',
      ],
    }),
  },
  {
    EN: () => ({
      title: 'Support around the clock',
      paragraphs: [
        'Our customer service team answers on live chat 24 hours a day, 7 days a week. Average reply time: under 1 minute.',
      ],
    }),
    TY: () => ({
      title: 'Suporta buong araw at gabi',
      paragraphs: [
        'Sumasagot ang aming customer service sa live chat 24 oras kada araw, 7 araw kada linggo. Karaniwang oras ng sagot: wala pang 1 minuto.',
      ],
    }),
    PT: () => ({
      title: 'Atendimento 24 horas',
      paragraphs: [
        'Nossa equipe de atendimento responde no chat ao vivo 24 horas por dia, 7 dias por semana. Tempo médio de resposta: menos de 1 minuto.',
      ],
    }),
  },
  {
    EN: () => ({
      title: 'Boosted odds this week',
      paragraphs: [
        "Boosted odds on the week's top football and basketball matches. Find them under **Sports**, marked with a flame.",
      ],
    }),
    TY: () => ({
      title: 'Mas mataas na odds ngayong linggo',
      paragraphs: [
        'Mas mataas na odds sa mga pangunahing laban ng football at basketball ngayong linggo. Hanapin sa **Sports**, may marka ng apoy.',
      ],
    }),
    PT: () => ({
      title: 'Odds turbinadas da semana',
      paragraphs: [
        'Odds turbinadas nos principais jogos de futebol e basquete da semana. Procure em **Esportes**, marcados com uma chama.',
      ],
    }),
  },
  {
    EN: (c) => ({
      title: 'Faster withdrawals',
      paragraphs: [
        `Withdrawals of up to ${c.money(50000)} are now approved automatically. Most arrive within 15 minutes.`,
      ],
    }),
    TY: (c) => ({
      title: 'Mas mabilis na withdrawal',
      paragraphs: [
        `Awtomatiko nang naaaprubahan ang withdrawal na hanggang ${c.money(50000)}. Karamihan ay dumarating sa loob ng 15 minuto.`,
      ],
    }),
    PT: (c) => ({
      title: 'Saques mais rápidos',
      paragraphs: [
        `Saques de até ${c.money(50000)} agora são aprovados automaticamente. A maioria chega em até 15 minutos.`,
      ],
    }),
  },
  {
    EN: () => ({
      title: 'Weekend tournament winners',
      paragraphs: [
        "Congratulations to the 100 winners of last weekend's slot tournament! Prizes have been credited to their wallets.",
      ],
    }),
    TY: () => ({
      title: 'Mga nanalo sa weekend tournament',
      paragraphs: [
        'Binabati namin ang 100 nanalo sa slot tournament noong nakaraang weekend! Naipasok na ang mga premyo sa kanilang wallet.',
      ],
    }),
    PT: () => ({
      title: 'Vencedores do torneio do fim de semana',
      paragraphs: [
        'Parabéns aos 100 vencedores do torneio de slots do último fim de semana! Os prêmios já foram creditados nas carteiras.',
      ],
    }),
  },
];

export const MARQUEE: readonly Notice[] = [
  {
    EN: (c) => ({
      title: `Welcome to ${c.brand}: over 10,000 games in one place`,
      paragraphs: [
        'Slots, live casino, sports, fishing and lottery from more than 30 providers, with new games every week.',
      ],
    }),
    TY: (c) => ({
      title: `Maligayang pagdating sa ${c.brand}: mahigit 10,000 laro sa iisang lugar`,
      paragraphs: [
        'Slots, live casino, sports, fishing at lottery mula sa mahigit 30 provider, may bagong laro kada linggo.',
      ],
    }),
    PT: (c) => ({
      title: `Bem-vindo à ${c.brand}: mais de 10.000 jogos em um só lugar`,
      paragraphs: [
        'Slots, cassino ao vivo, esportes, pesca e loteria de mais de 30 provedores, com jogos novos toda semana.',
      ],
    }),
  },
  {
    EN: () => ({
      title: 'The progressive jackpot keeps growing: spin for your chance',
      paragraphs: ['Every bet on a jackpot game adds to the pool. Find the jackpot games on the home page.'],
    }),
    TY: () => ({
      title: 'Patuloy na lumalaki ang jackpot: paikutin para sa iyong pagkakataon',
      paragraphs: ['Bawat taya sa jackpot game ay dumadagdag sa premyo. Makikita ang mga jackpot game sa home page.'],
    }),
    PT: () => ({
      title: 'O jackpot progressivo não para de crescer: gire e concorra',
      paragraphs: [
        'Cada aposta em um jogo com jackpot aumenta o prêmio. Encontre os jogos com jackpot na página inicial.',
      ],
    }),
  },
  {
    EN: (c, f) => ({
      title: `Invite friends and earn ${c.money(f.referral)} for each one`,
      paragraphs: ['Copy your invitation link under Invite Friends in the member centre.'],
    }),
    TY: (c, f) => ({
      title: `Mag-imbita ng kaibigan at kumita ng ${c.money(f.referral)} bawat isa`,
      paragraphs: ['Kopyahin ang iyong invitation link sa Mag-imbita ng Kaibigan sa member centre.'],
    }),
    PT: (c, f) => ({
      title: `Convide amigos e ganhe ${c.money(f.referral)} por cada um`,
      paragraphs: ['Copie seu link de convite em Convidar Amigos na área do membro.'],
    }),
  },
];

const welcomeOffer: Localised<(c: CopyContext) => string> = {
  EN: (c) =>
    c.welcomeBonus
      ? `Register today and claim a **welcome bonus of up to ${c.exact(c.welcomeBonus)}**.`
      : 'Register today and claim your **welcome bonus**.',
  TY: (c) =>
    c.welcomeBonus
      ? `Magparehistro ngayon at i-claim ang **welcome bonus na hanggang ${c.exact(c.welcomeBonus)}**.`
      : 'Magparehistro ngayon at i-claim ang iyong **welcome bonus**.',
  PT: (c) =>
    c.welcomeBonus
      ? `Cadastre-se hoje e garanta um **bônus de boas-vindas de até ${c.exact(c.welcomeBonus)}**.`
      : 'Cadastre-se hoje e garanta seu **bônus de boas-vindas**.',
};

/** Popups by execution code and slot: B (visitors), A (members, two), F (first login). */
export const POPUPS: readonly {
  execution: 'A' | 'B' | 'F';
  text: Notice;
  /** The promotion (copy key) the popup is about: the popup links to it. */
  promotion?: string;
}[] = [
  {
    execution: 'B',
    promotion: 'welcome',
    text: {
      EN: (c) => ({
        title: `Welcome to ${c.brand}`,
        paragraphs: [welcomeOffer.EN(c), '10,000+ games, fast payouts and 24/7 support are waiting for you.'],
      }),
      TY: (c) => ({
        title: `Maligayang pagdating sa ${c.brand}`,
        paragraphs: [
          welcomeOffer.TY(c),
          'Mahigit 10,000 laro, mabilis na payout at 24/7 na suporta ang naghihintay sa iyo.',
        ],
      }),
      PT: (c) => ({
        title: `Bem-vindo à ${c.brand}`,
        paragraphs: [welcomeOffer.PT(c), 'Mais de 10.000 jogos, saques rápidos e suporte 24h esperam por você.'],
      }),
    },
  },
  {
    execution: 'A',
    promotion: 'reload',
    text: {
      EN: (c, f) => ({
        title: "Today's reload bonus",
        paragraphs: [
          `Deposit today and get **${f.reload.pct}% extra**, up to ${c.money(f.reload.cap)}. The terms are on the Promotions page.`,
        ],
      }),
      TY: (c, f) => ({
        title: 'Reload bonus ngayong araw',
        paragraphs: [
          `Magdeposito ngayon at makakuha ng **${f.reload.pct}% na dagdag**, hanggang ${c.money(f.reload.cap)}. Nasa pahina ng Mga Promo ang mga tuntunin.`,
        ],
      }),
      PT: (c, f) => ({
        title: 'Bônus de recarga de hoje',
        paragraphs: [
          `Deposite hoje e ganhe **${f.reload.pct}% a mais**, até ${c.money(f.reload.cap)}. As regras estão na página de Promoções.`,
        ],
      }),
    },
  },
  {
    execution: 'A',
    text: {
      EN: (_c, f) => ({
        title: 'New games this week',
        paragraphs: [
          `Just arrived: ${list(
            f.newGames.map((g) => `**${g}**`),
            'and',
          )}. Find them in the New section.`,
        ],
      }),
      TY: (_c, f) => ({
        title: 'Bagong laro ngayong linggo',
        paragraphs: [
          `Kararating lang: ${list(
            f.newGames.map((g) => `**${g}**`),
            'at',
          )}. Hanapin sila sa seksyong Bago.`,
        ],
      }),
      PT: (_c, f) => ({
        title: 'Jogos novos da semana',
        paragraphs: [
          `Acabaram de chegar: ${list(
            f.newGames.map((g) => `**${g}**`),
            'e',
          )}. Confira na seção Novos.`,
        ],
      }),
    },
  },
  {
    execution: 'F',
    text: {
      EN: (c) => ({
        title: 'Welcome aboard!',
        paragraphs: [
          `Thanks for joining ${c.brand}. Complete your profile and verify your mobile number to unlock deposits, withdrawals and rewards.`,
        ],
      }),
      TY: (c) => ({
        title: 'Maligayang pagsali!',
        paragraphs: [
          `Salamat sa pagsali sa ${c.brand}. Kumpletuhin ang iyong profile at i-verify ang iyong mobile number para magamit ang deposito, withdrawal at mga gantimpala.`,
        ],
      }),
      PT: (c) => ({
        title: 'Boas-vindas a bordo!',
        paragraphs: [
          `Obrigado por se cadastrar na ${c.brand}. Complete seu perfil e confirme seu celular para liberar depósitos, saques e recompensas.`,
        ],
      }),
    },
  },
];
