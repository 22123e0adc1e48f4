/**
 * The promotions an operator runs, written in EN, TY and PT: title, the words on their art, and a body with how to
 * join and the terms. Figures (percentages, caps, prize pools) vary with the seed.
 */
import type { CopyContext, Localised } from './locale.js';

/** Words of one promotion in one language. Plain text; `**x**` is bold in bodies. */
export interface PromoText {
  title: string;
  /** Art: big line (short), small line, button. */
  headline: string;
  subline: string;
  cta: string;
  intro: string;
  steps: string[];
  terms: string[];
}

/** What the art draws beside the words. */
export type Motif = 'coins' | 'gift' | 'cards' | 'ball' | 'trophy' | 'star' | 'phone';

export interface PromoDef<P extends Record<string, number> = Record<string, number>> {
  key: string;
  motif: Motif;
  /** Base hue of the art (0-359). */
  hue: number;
  /** Seeded figures: each option list is picked from by the seed. */
  figures: { [K in keyof P]: readonly number[] };
  /** Days the promotion runs; 0 = ongoing. */
  days: number;
  text: Localised<(c: CopyContext, p: P) => PromoText>;
}

const def = <P extends Record<string, number>>(d: PromoDef<P>): PromoDef => d as unknown as PromoDef;

const welcome = def<{ pct: number; cap: number; wager: number }>({
  key: 'welcome',
  motif: 'coins',
  hue: 42,
  figures: { pct: [100, 120, 150], cap: [3000, 5000, 8000], wager: [10, 12] },
  days: 0,
  text: {
    EN: (c, p) => ({
      title: `${p.pct}% Welcome Bonus`,
      headline: `${p.pct}% Welcome Bonus`,
      subline: `On your first deposit, up to ${c.money(p.cap)}`,
      cta: 'Claim now',
      intro: `New to ${c.brand}? Make your first deposit and we add **${p.pct}%** on top, up to ${c.money(p.cap)}.`,
      steps: [
        'Register and verify your mobile number.',
        `Deposit at least ${c.money(200)}.`,
        'Choose the Welcome Bonus before you confirm the deposit.',
      ],
      terms: [
        `Bonus: ${p.pct}% of the first deposit, at most ${c.money(p.cap)}.`,
        `Deposit and bonus must be wagered ${p.wager} times before a withdrawal.`,
        'Slots count 100% towards wagering; live casino and sports count 10%.',
      ],
    }),
    TY: (c, p) => ({
      title: `${p.pct}% Bonus sa Unang Deposito`,
      headline: `${p.pct}% Bonus sa Unang Deposito`,
      subline: `Hanggang ${c.money(p.cap)} para sa bagong miyembro`,
      cta: 'I-claim na',
      intro: `Bago ka sa ${c.brand}? Magdeposito sa unang pagkakataon at dadagdagan namin ito ng **${p.pct}%**, hanggang ${c.money(p.cap)}.`,
      steps: [
        'Magparehistro at i-verify ang iyong mobile number.',
        `Magdeposito ng hindi bababa sa ${c.money(200)}.`,
        'Piliin ang Welcome Bonus bago kumpirmahin ang deposito.',
      ],
      terms: [
        `Bonus: ${p.pct}% ng unang deposito, hanggang ${c.money(p.cap)}.`,
        `Kailangang ma-turnover ang deposito at bonus nang ${p.wager} beses bago mag-withdraw.`,
        '100% ang bilang ng slots sa turnover; 10% ang live casino at sports.',
      ],
    }),
    PT: (c, p) => ({
      title: `Bônus de Boas-Vindas de ${p.pct}%`,
      headline: `Bônus de Boas-Vindas de ${p.pct}%`,
      subline: `No primeiro depósito, até ${c.money(p.cap)}`,
      cta: 'Resgatar agora',
      intro: `Chegou agora na ${c.brand}? Faça seu primeiro depósito e nós acrescentamos **${p.pct}%**, até ${c.money(p.cap)}.`,
      steps: [
        'Cadastre-se e confirme seu número de celular.',
        `Deposite pelo menos ${c.money(200)}.`,
        'Escolha o Bônus de Boas-Vindas antes de confirmar o depósito.',
      ],
      terms: [
        `Bônus: ${p.pct}% do primeiro depósito, no máximo ${c.money(p.cap)}.`,
        `Depósito e bônus devem ser apostados ${p.wager} vezes antes do saque.`,
        'Slots contam 100% para o rollover; cassino ao vivo e esportes contam 10%.',
      ],
    }),
  },
});

const reload = def<{ pct: number; cap: number; wager: number }>({
  key: 'reload',
  motif: 'star',
  hue: 200,
  figures: { pct: [10, 15, 20], cap: [1000, 2000, 3000], wager: [8] },
  days: 30,
  text: {
    EN: (c, p) => ({
      title: `Daily ${p.pct}% Reload Bonus`,
      headline: `Daily ${p.pct}% Reload`,
      subline: `Every day, up to ${c.money(p.cap)} extra`,
      cta: 'Deposit now',
      intro: `Top up once a day and get **${p.pct}% extra**, up to ${c.money(p.cap)} a day.`,
      steps: [
        'Log in and open Deposit.',
        `Deposit at least ${c.money(300)}.`,
        'The bonus is added to your main wallet within 5 minutes.',
      ],
      terms: [
        'One reload bonus per member per day.',
        `Deposit and bonus must be wagered ${p.wager} times before a withdrawal.`,
      ],
    }),
    TY: (c, p) => ({
      title: `${p.pct}% Reload Bonus Araw-araw`,
      headline: `${p.pct}% Reload Araw-araw`,
      subline: `Hanggang ${c.money(p.cap)} na dagdag kada araw`,
      cta: 'Magdeposito na',
      intro: `Mag-top up isang beses kada araw at makakuha ng **${p.pct}% na dagdag**, hanggang ${c.money(p.cap)} bawat araw.`,
      steps: [
        'Mag-log in at buksan ang Deposito.',
        `Magdeposito ng hindi bababa sa ${c.money(300)}.`,
        'Papasok ang bonus sa iyong main wallet sa loob ng 5 minuto.',
      ],
      terms: [
        'Isang reload bonus bawat miyembro kada araw.',
        `Kailangang ma-turnover ang deposito at bonus nang ${p.wager} beses bago mag-withdraw.`,
      ],
    }),
    PT: (c, p) => ({
      title: `Recarga Diária de ${p.pct}%`,
      headline: `Recarga Diária de ${p.pct}%`,
      subline: `Todo dia, até ${c.money(p.cap)} a mais`,
      cta: 'Depositar agora',
      intro: `Recarregue uma vez por dia e ganhe **${p.pct}% a mais**, até ${c.money(p.cap)} por dia.`,
      steps: [
        'Entre na sua conta e abra Depósito.',
        `Deposite pelo menos ${c.money(300)}.`,
        'O bônus cai na carteira principal em até 5 minutos.',
      ],
      terms: [
        'Um bônus de recarga por membro por dia.',
        `Depósito e bônus devem ser apostados ${p.wager} vezes antes do saque.`,
      ],
    }),
  },
});

const cashback = def<{ pct: number; cap: number }>({
  key: 'cashback',
  motif: 'coins',
  hue: 150,
  figures: { pct: [5, 8, 10], cap: [20000, 50000] },
  days: 0,
  text: {
    EN: (c, p) => ({
      title: `${p.pct}% Weekly Cashback`,
      headline: `${p.pct}% Weekly Cashback`,
      subline: 'On net losses, paid every Monday',
      cta: 'Learn more',
      intro: `Had an unlucky week? Get **${p.pct}%** of your net losses back every Monday, up to ${c.money(p.cap)}.`,
      steps: [
        'Play any slot, fishing or live casino game from Monday to Sunday.',
        'We total your net losses for the week.',
        'Your cashback arrives in the Reward Centre on Monday.',
      ],
      terms: [
        `Minimum cashback ${c.money(50)}; at most ${c.money(p.cap)} a week.`,
        'Cashback has a 1× wagering requirement.',
        'Bets placed with bonus money do not count.',
      ],
    }),
    TY: (c, p) => ({
      title: `${p.pct}% Cashback Kada Linggo`,
      headline: `${p.pct}% Cashback Kada Linggo`,
      subline: 'Sa net na talo, tuwing Lunes',
      cta: 'Alamin pa',
      intro: `Minalas ngayong linggo? Ibabalik namin ang **${p.pct}%** ng iyong net na talo tuwing Lunes, hanggang ${c.money(p.cap)}.`,
      steps: [
        'Maglaro ng kahit anong slot, fishing o live casino mula Lunes hanggang Linggo.',
        'Kukuwentahin namin ang iyong net na talo sa linggong iyon.',
        'Darating ang iyong cashback sa Reward Centre tuwing Lunes.',
      ],
      terms: [
        `Pinakamababang cashback ${c.money(50)}; hanggang ${c.money(p.cap)} kada linggo.`,
        '1× lang ang turnover ng cashback.',
        'Hindi kasama ang mga taya gamit ang bonus.',
      ],
    }),
    PT: (c, p) => ({
      title: `Cashback Semanal de ${p.pct}%`,
      headline: `Cashback Semanal de ${p.pct}%`,
      subline: 'Sobre perdas líquidas, toda segunda',
      cta: 'Saiba mais',
      intro: `Semana sem sorte? Devolvemos **${p.pct}%** das suas perdas líquidas toda segunda-feira, até ${c.money(p.cap)}.`,
      steps: [
        'Jogue slots, pesca ou cassino ao vivo de segunda a domingo.',
        'Somamos suas perdas líquidas da semana.',
        'O cashback chega à Central de Recompensas na segunda-feira.',
      ],
      terms: [
        `Cashback mínimo de ${c.money(50)}; máximo de ${c.money(p.cap)} por semana.`,
        'O cashback tem rollover de 1×.',
        'Apostas feitas com dinheiro de bônus não contam.',
      ],
    }),
  },
});

const referral = def<{ reward: number }>({
  key: 'referral',
  motif: 'gift',
  hue: 320,
  figures: { reward: [100, 150, 200] },
  days: 0,
  text: {
    EN: (c, p) => ({
      title: `Refer a Friend, Earn ${c.money(p.reward)}`,
      headline: 'Refer a Friend',
      subline: `Earn ${c.money(p.reward)} for every friend who joins`,
      cta: 'Invite now',
      intro:
        'Share your invitation link from the member centre. When a friend registers and deposits, you both get rewarded.',
      steps: [
        'Open Invite Friends in the member centre and copy your link.',
        `Your friend registers with the link and deposits at least ${c.money(500)}.`,
        `${c.money(p.reward)} lands in your Reward Centre within 24 hours.`,
      ],
      terms: [
        'Friends must be new members with their own mobile number and payment account.',
        'There is no limit on the number of friends you invite.',
        'Rewards have a 3× wagering requirement.',
      ],
    }),
    TY: (c, p) => ({
      title: `Mag-imbita, Kumita ng ${c.money(p.reward)}`,
      headline: 'Mag-imbita ng Kaibigan',
      subline: `${c.money(p.reward)} sa bawat kaibigang sasali`,
      cta: 'Mag-imbita na',
      intro:
        'Ibahagi ang iyong invitation link mula sa member centre. Kapag nagparehistro at nagdeposito ang kaibigan mo, pareho kayong may gantimpala.',
      steps: [
        'Buksan ang Mag-imbita ng Kaibigan sa member centre at kopyahin ang iyong link.',
        `Magpaparehistro ang kaibigan mo gamit ang link at magdedeposito ng hindi bababa sa ${c.money(500)}.`,
        `Papasok ang ${c.money(p.reward)} sa iyong Reward Centre sa loob ng 24 oras.`,
      ],
      terms: [
        'Dapat bagong miyembro ang kaibigan, may sariling mobile number at payment account.',
        'Walang limitasyon sa dami ng maiimbitahan.',
        '3× ang turnover ng gantimpala.',
      ],
    }),
    PT: (c, p) => ({
      title: `Indique e Ganhe ${c.money(p.reward)}`,
      headline: 'Indique um Amigo',
      subline: `Ganhe ${c.money(p.reward)} por amigo cadastrado`,
      cta: 'Convidar agora',
      intro:
        'Compartilhe seu link de convite na área do membro. Quando um amigo se cadastra e deposita, vocês dois ganham.',
      steps: [
        'Abra Convidar Amigos na área do membro e copie seu link.',
        `Seu amigo se cadastra pelo link e deposita pelo menos ${c.money(500)}.`,
        `${c.money(p.reward)} chegam à sua Central de Recompensas em até 24 horas.`,
      ],
      terms: [
        'O amigo deve ser um novo membro, com celular e conta de pagamento próprios.',
        'Não há limite de amigos convidados.',
        'As recompensas têm rollover de 3×.',
      ],
    }),
  },
});

const tournament = def<{ pool: number }>({
  key: 'tournament',
  motif: 'trophy',
  hue: 270,
  figures: { pool: [500000, 1000000, 2000000] },
  days: 14,
  text: {
    EN: (c, p) => ({
      title: `Slot Tournament: ${c.money(p.pool)} Prize Pool`,
      headline: 'Slot Tournament',
      subline: `${c.money(p.pool)} prize pool, top 100 win`,
      cta: 'Join now',
      intro: `Spin any featured slot and climb the leaderboard. The top 100 players share **${c.money(p.pool)}**.`,
      steps: [
        'Tap Join on this page.',
        `Every ${c.money(10)} wagered on a featured slot earns 1 point.`,
        'Prizes are paid within 48 hours after the tournament ends.',
      ],
      terms: [
        'Featured slots are marked with a trophy in the slot lobby.',
        'On equal points, the player who reached the score first ranks higher.',
        'Prizes have no wagering requirement.',
      ],
    }),
    TY: (c, p) => ({
      title: `Paligsahan sa Slots: ${c.money(p.pool)} na Premyo`,
      headline: 'Paligsahan sa Slots',
      subline: `${c.money(p.pool)} na premyo, 100 ang mananalo`,
      cta: 'Sumali na',
      intro: `Paikutin ang mga napiling slot at umakyat sa leaderboard. Paghahatian ng top 100 na manlalaro ang **${c.money(p.pool)}**.`,
      steps: [
        'Pindutin ang Sumali sa pahinang ito.',
        `Bawat ${c.money(10)} na taya sa napiling slot ay may 1 puntos.`,
        'Ibibigay ang mga premyo sa loob ng 48 oras matapos ang paligsahan.',
      ],
      terms: [
        'May tropeo sa slot lobby ang mga kasaling slot.',
        'Kapag pantay ang puntos, mas mataas ang unang nakaabot sa iskor.',
        'Walang turnover ang mga premyo.',
      ],
    }),
    PT: (c, p) => ({
      title: `Torneio de Slots: ${c.money(p.pool)} em Prêmios`,
      headline: 'Torneio de Slots',
      subline: `${c.money(p.pool)} em prêmios para o top 100`,
      cta: 'Participar',
      intro: `Gire os slots em destaque e suba no ranking. Os 100 melhores dividem **${c.money(p.pool)}**.`,
      steps: [
        'Toque em Participar nesta página.',
        `Cada ${c.money(10)} apostado em um slot em destaque vale 1 ponto.`,
        'Os prêmios são pagos em até 48 horas após o fim do torneio.',
      ],
      terms: [
        'Os slots em destaque têm um troféu no lobby.',
        'Em caso de empate, fica à frente quem atingiu a pontuação primeiro.',
        'Os prêmios não têm rollover.',
      ],
    }),
  },
});

const birthday = def<{ gift: number }>({
  key: 'birthday',
  motif: 'gift',
  hue: 350,
  figures: { gift: [888, 1888, 2888] },
  days: 0,
  text: {
    EN: (c, p) => ({
      title: 'VIP Birthday Gift',
      headline: 'VIP Birthday Gift',
      subline: `Up to ${c.money(p.gift)} on your special day`,
      cta: 'View details',
      intro: `Happy birthday from ${c.brand}! VIP members receive a gift of up to **${c.money(p.gift)}** in their birthday month.`,
      steps: [
        'Make sure your date of birth is saved in My Account.',
        'Reach VIP level 1 or higher.',
        'Your gift arrives in the Reward Centre on the first day of your birthday month.',
      ],
      terms: [
        'The gift depends on your VIP level on the day it is paid.',
        'Claim it within 30 days.',
        'The gift has a 1× wagering requirement.',
      ],
    }),
    TY: (c, p) => ({
      title: 'Regalo sa Kaarawan ng VIP',
      headline: 'Regalo sa Kaarawan ng VIP',
      subline: `Hanggang ${c.money(p.gift)} sa iyong espesyal na araw`,
      cta: 'Tingnan',
      intro: `Maligayang kaarawan mula sa ${c.brand}! Makatatanggap ang mga VIP ng regalong hanggang **${c.money(p.gift)}** sa buwan ng kanilang kaarawan.`,
      steps: [
        'Siguraduhing naka-save ang iyong petsa ng kapanganakan sa Aking Account.',
        'Umabot sa VIP level 1 o pataas.',
        'Darating ang regalo sa Reward Centre sa unang araw ng buwan ng iyong kaarawan.',
      ],
      terms: [
        'Nakadepende ang regalo sa iyong VIP level sa araw ng pagbibigay.',
        'I-claim ito sa loob ng 30 araw.',
        '1× ang turnover ng regalo.',
      ],
    }),
    PT: (c, p) => ({
      title: 'Presente de Aniversário VIP',
      headline: 'Presente de Aniversário VIP',
      subline: `Até ${c.money(p.gift)} no seu dia especial`,
      cta: 'Ver detalhes',
      intro: `Feliz aniversário da ${c.brand}! Membros VIP recebem um presente de até **${c.money(p.gift)}** no mês do aniversário.`,
      steps: [
        'Confira se sua data de nascimento está salva em Minha Conta.',
        'Alcance o nível VIP 1 ou superior.',
        'O presente chega à Central de Recompensas no primeiro dia do mês do seu aniversário.',
      ],
      terms: [
        'O valor depende do seu nível VIP no dia do pagamento.',
        'Resgate em até 30 dias.',
        'O presente tem rollover de 1×.',
      ],
    }),
  },
});

const streak = def<{ hands: number; prize: number }>({
  key: 'live-streak',
  motif: 'cards',
  hue: 0,
  figures: { hands: [5, 6, 7], prize: [888, 1288, 1888] },
  days: 21,
  text: {
    EN: (c, p) => ({
      title: 'Live Casino Winning Streak',
      headline: 'Live Winning Streak',
      subline: `Win ${p.hands} hands in a row, get ${c.money(p.prize)}`,
      cta: 'Play live',
      intro: `Win ${p.hands} baccarat hands in a row at any live table and we add **${c.money(p.prize)}** to your wallet.`,
      steps: [
        'Play baccarat at any live casino table.',
        `Bet at least ${c.money(100)} per hand.`,
        'Send the round numbers to live chat within 24 hours.',
      ],
      terms: [
        'Ties and cancelled rounds break the streak.',
        'Betting on both Player and Banker in the same round does not count.',
        'One streak prize per member per day.',
      ],
    }),
    TY: (c, p) => ({
      title: 'Sunod-sunod na Panalo sa Live Casino',
      headline: 'Sunod-sunod na Panalo',
      subline: `Manalo ng ${p.hands} sunod na kamay, kumuha ng ${c.money(p.prize)}`,
      cta: 'Maglaro na',
      intro: `Manalo ng ${p.hands} sunod-sunod na kamay sa baccarat sa kahit anong live table at dadagdagan namin ng **${c.money(p.prize)}** ang iyong wallet.`,
      steps: [
        'Maglaro ng baccarat sa kahit anong live casino table.',
        `Tumaya ng hindi bababa sa ${c.money(100)} bawat kamay.`,
        'Ipadala ang mga round number sa live chat sa loob ng 24 oras.',
      ],
      terms: [
        'Napuputol ang streak kapag tabla o kinansela ang round.',
        'Hindi kasama ang pagtaya sa Player at Banker sa iisang round.',
        'Isang streak prize bawat miyembro kada araw.',
      ],
    }),
    PT: (c, p) => ({
      title: 'Sequência de Vitórias ao Vivo',
      headline: 'Sequência de Vitórias',
      subline: `Vença ${p.hands} mãos seguidas e ganhe ${c.money(p.prize)}`,
      cta: 'Jogar ao vivo',
      intro: `Vença ${p.hands} mãos seguidas de bacará em qualquer mesa ao vivo e nós colocamos **${c.money(p.prize)}** na sua carteira.`,
      steps: [
        'Jogue bacará em qualquer mesa do cassino ao vivo.',
        `Aposte pelo menos ${c.money(100)} por mão.`,
        'Envie os números das rodadas ao chat ao vivo em até 24 horas.',
      ],
      terms: [
        'Empates e rodadas canceladas interrompem a sequência.',
        'Apostar em Jogador e Banca na mesma rodada não conta.',
        'Um prêmio de sequência por membro por dia.',
      ],
    }),
  },
});

const parlay = def<{ boost: number }>({
  key: 'parlay',
  motif: 'ball',
  hue: 120,
  figures: { boost: [30, 50, 80] },
  days: 30,
  text: {
    EN: (c, p) => ({
      title: `Parlay Boost up to ${p.boost}%`,
      headline: `Parlay Boost up to ${p.boost}%`,
      subline: 'Extra winnings on parlays of 3 or more',
      cta: 'Bet now',
      intro: `Build a parlay of three or more selections and we boost your winnings by up to **${p.boost}%**.`,
      steps: [
        'Pick 3 or more selections at odds of 1.50 or higher.',
        'Place them as one parlay.',
        'The boost is paid with your winnings when the parlay settles.',
      ],
      terms: [
        `The boost grows with the number of legs, up to ${p.boost}% for 8 or more.`,
        `Maximum boost ${c.money(20000)} per parlay.`,
        'Cashed-out and void parlays are excluded.',
      ],
    }),
    TY: (c, p) => ({
      title: `Dagdag sa Parlay hanggang ${p.boost}%`,
      headline: `Dagdag sa Parlay hanggang ${p.boost}%`,
      subline: 'Dagdag na panalo sa parlay na 3 pataas',
      cta: 'Tumaya na',
      intro: `Bumuo ng parlay na may tatlo o higit pang pili at dadagdagan namin ang iyong panalo nang hanggang **${p.boost}%**.`,
      steps: [
        'Pumili ng 3 o higit pang selection na may odds na 1.50 pataas.',
        'Ilagay ang mga ito bilang isang parlay.',
        'Ibibigay ang dagdag kasama ng iyong panalo kapag na-settle ang parlay.',
      ],
      terms: [
        `Lumalaki ang dagdag ayon sa dami ng pili, hanggang ${p.boost}% sa 8 pataas.`,
        `Hanggang ${c.money(20000)} ang dagdag bawat parlay.`,
        'Hindi kasama ang mga parlay na na-cash out o na-void.',
      ],
    }),
    PT: (c, p) => ({
      title: `Múltipla Turbinada até ${p.boost}%`,
      headline: `Múltipla Turbinada até ${p.boost}%`,
      subline: 'Ganhos extras em múltiplas de 3 ou mais',
      cta: 'Apostar agora',
      intro: `Monte uma múltipla com três ou mais seleções e aumentamos seus ganhos em até **${p.boost}%**.`,
      steps: [
        'Escolha 3 ou mais seleções com odds de 1,50 ou mais.',
        'Faça uma única aposta múltipla.',
        'O bônus é pago junto com os ganhos quando a múltipla é liquidada.',
      ],
      terms: [
        `O bônus cresce com o número de seleções, até ${p.boost}% com 8 ou mais.`,
        `Bônus máximo de ${c.money(20000)} por múltipla.`,
        'Múltiplas com cash out ou anuladas ficam de fora.',
      ],
    }),
  },
});

const wallet = def<{ pct: number }>({
  key: 'wallet-deposit',
  motif: 'phone',
  hue: 220,
  figures: { pct: [2, 3, 5] },
  days: 45,
  text: {
    EN: (c, p) => ({
      title: `Extra ${p.pct}% on ${c.wallet} Deposits`,
      headline: `Extra ${p.pct}% with ${c.wallet}`,
      subline: 'On every deposit, every day',
      cta: 'Deposit now',
      intro: `Deposit with ${c.wallet} and get **${p.pct}% extra** on every top-up, credited at once.`,
      steps: [
        `Choose ${c.wallet} in Deposit.`,
        `Deposit at least ${c.money(100)}.`,
        'The extra is credited with your deposit.',
      ],
      terms: [`At most ${c.money(1000)} extra per day.`, 'The extra has a 1× wagering requirement.'],
    }),
    TY: (c, p) => ({
      title: `Dagdag ${p.pct}% sa ${c.wallet} Deposit`,
      headline: `Dagdag ${p.pct}% sa ${c.wallet}`,
      subline: 'Sa bawat deposito, araw-araw',
      cta: 'Magdeposito na',
      intro: `Magdeposito gamit ang ${c.wallet} at makakuha ng **${p.pct}% na dagdag** sa bawat top-up, agad-agad.`,
      steps: [
        `Piliin ang ${c.wallet} sa Deposito.`,
        `Magdeposito ng hindi bababa sa ${c.money(100)}.`,
        'Papasok ang dagdag kasabay ng iyong deposito.',
      ],
      terms: [`Hanggang ${c.money(1000)} na dagdag kada araw.`, '1× ang turnover ng dagdag.'],
    }),
    PT: (c, p) => ({
      title: `${p.pct}% Extra em Depósitos via ${c.wallet}`,
      headline: `${p.pct}% Extra via ${c.wallet}`,
      subline: 'Em todo depósito, todo dia',
      cta: 'Depositar agora',
      intro: `Deposite via ${c.wallet} e ganhe **${p.pct}% extra** em cada recarga, na hora.`,
      steps: [
        `Escolha ${c.wallet} em Depósito.`,
        `Deposite pelo menos ${c.money(100)}.`,
        'O extra é creditado junto com o depósito.',
      ],
      terms: [`No máximo ${c.money(1000)} extra por dia.`, 'O extra tem rollover de 1×.'],
    }),
  },
});

const raffle = def<{ prize: number }>({
  key: 'raffle',
  motif: 'gift',
  hue: 15,
  figures: { prize: [88, 188, 288] },
  days: 7,
  text: {
    EN: (c, p) => ({
      title: 'Lucky Angpao Raffle',
      headline: 'Lucky Angpao Raffle',
      subline: `Claim your angpao when the draw opens: ${c.money(p.prize)}`,
      cta: 'Claim',
      intro: `Every member gets one lucky angpao per draw. When the countdown ends, tap Claim and **${c.money(p.prize)}** goes straight to your main wallet.`,
      steps: [
        'Log in and open this promotion.',
        'Wait for the countdown to reach zero.',
        'Tap Claim before the draw closes.',
      ],
      terms: ['One angpao per member per draw.', 'An angpao not claimed before the draw closes is lost.'],
    }),
    TY: (c, p) => ({
      title: 'Raffle ng Swerteng Angpao',
      headline: 'Swerteng Angpao',
      subline: `I-claim ang iyong angpao pagbukas ng draw: ${c.money(p.prize)}`,
      cta: 'I-claim',
      intro: `May isang lucky angpao ang bawat miyembro sa bawat draw. Pagtapos ng countdown, pindutin ang I-claim at papasok agad ang **${c.money(p.prize)}** sa iyong main wallet.`,
      steps: [
        'Mag-log in at buksan ang promong ito.',
        'Hintaying umabot sa zero ang countdown.',
        'Pindutin ang I-claim bago magsara ang draw.',
      ],
      terms: [
        'Isang angpao bawat miyembro sa bawat draw.',
        'Mawawala ang angpao na hindi na-claim bago magsara ang draw.',
      ],
    }),
    PT: (c, p) => ({
      title: 'Sorteio do Envelope da Sorte',
      headline: 'Envelope da Sorte',
      subline: `Resgate seu envelope quando o sorteio abrir: ${c.money(p.prize)}`,
      cta: 'Resgatar',
      intro: `Cada membro tem um envelope da sorte por sorteio. Quando a contagem terminar, toque em Resgatar e **${c.money(p.prize)}** vai direto para a sua carteira principal.`,
      steps: [
        'Entre na sua conta e abra esta promoção.',
        'Espere a contagem regressiva chegar a zero.',
        'Toque em Resgatar antes de o sorteio fechar.',
      ],
      terms: ['Um envelope por membro por sorteio.', 'Um envelope não resgatado antes do fim do sorteio é perdido.'],
    }),
  },
});

/** Always run (the popups and banners name them). */
export const CORE_PROMOS: readonly PromoDef[] = [welcome, reload];
/** The seed picks some of these, in its own order. */
export const OPTIONAL_PROMOS: readonly PromoDef[] = [cashback, referral, tournament, birthday, streak, parlay, wallet];
export const REFERRAL_PROMO = referral;
/** The raffle with a draw schedule (world/promotions.ts); always runs, after the others. */
export const RAFFLE_PROMO = raffle;

/** Headings and closing terms every promotion body shares. */
export const PROMO_FRAME: Localised<{
  period: string;
  ongoing: string;
  howTo: string;
  terms: string;
  general: (c: CopyContext) => string[];
  /** Small print on promotion art. */
  smallPrint: string;
}> = {
  EN: {
    period: 'Promotion period',
    ongoing: 'ongoing',
    howTo: 'How to join',
    terms: 'Terms and conditions',
    general: (c) => [
      'One bonus per member, household, IP address and payment account.',
      `${c.brand} may change, suspend or end this promotion at any time; its decision is final.`,
      `The general terms of ${c.brand} apply. 18+ only. Play responsibly.`,
    ],
    smallPrint: 'T&Cs apply · 18+ · Play responsibly',
  },
  TY: {
    period: 'Panahon ng promo',
    ongoing: 'tuloy-tuloy',
    howTo: 'Paano sumali',
    terms: 'Mga tuntunin at kundisyon',
    general: (c) => [
      'Isang bonus lang bawat miyembro, tahanan, IP address at payment account.',
      `Maaaring baguhin, ihinto o tapusin ng ${c.brand} ang promong ito anumang oras; pinal ang desisyon nito.`,
      `Saklaw ng pangkalahatang tuntunin ng ${c.brand}. Para lang sa 18 pataas. Maglaro nang responsable.`,
    ],
    smallPrint: 'May mga tuntunin · 18+ · Maglaro nang responsable',
  },
  PT: {
    period: 'Período da promoção',
    ongoing: 'por tempo indeterminado',
    howTo: 'Como participar',
    terms: 'Termos e condições',
    general: (c) => [
      'Um bônus por membro, residência, endereço IP e conta de pagamento.',
      `A ${c.brand} pode alterar, suspender ou encerrar esta promoção a qualquer momento; a decisão dela é final.`,
      `Valem os termos gerais da ${c.brand}. Proibido para menores de 18 anos. Jogue com responsabilidade.`,
    ],
    smallPrint: 'Termos se aplicam · 18+ · Jogue com responsabilidade',
  },
};
