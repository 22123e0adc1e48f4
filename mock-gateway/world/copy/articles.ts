/**
 * Blog posts, news and the fixed content pages (about us, beginner guide, responsible gaming, app install guides),
 * in EN, TY and PT, written against the merchant's brand. Plain text; `**x**` is bold.
 */
import type { CopyContext, Localised } from './locale.js';

export interface ArticleText {
  title: string;
  summary: string;
  paragraphs: string[];
}

/** Codes of the fixed pages (chosen here). */
export const PAGE_CODES = ['ABOUT', 'GUIDE', 'RESPONSIBLE', 'INSTALL_IOS', 'INSTALL_ANDROID'] as const;
export type PageCode = (typeof PAGE_CODES)[number];

export interface PageText {
  title: string;
  paragraphs: string[];
  /** Numbered steps after the paragraphs. */
  steps?: string[];
}

type Articles = Localised<(c: CopyContext) => ArticleText[]>;

export const BLOG: Articles = {
  EN: (c) => [
    {
      title: 'Five habits of players who enjoy slots for years',
      summary: 'Set a budget before you spin, take breaks and pick games by their RTP.',
      paragraphs: [
        'The players who enjoy slots the longest treat them as entertainment with a price. They decide how much an evening costs **before** the first spin and stop when it is spent.',
        `They also read the game info screen: return to player (RTP) and volatility say how a game pays. At ${c.brand} every game shows both.`,
      ],
    },
    {
      title: 'Live baccarat: banker, player or tie?',
      summary: 'Why the banker bet pays a commission and why the tie is the riskiest choice on the table.',
      paragraphs: [
        'Banker wins slightly more often than player, which is why a 5% commission is taken from banker wins.',
        'The tie pays 8 to 1 but lands rarely. Most experienced players leave it alone and keep their bets small and steady.',
      ],
    },
    {
      title: `How to deposit with ${c.wallet} in under a minute`,
      summary: `A step-by-step walk through the fastest deposit channel at ${c.brand}.`,
      paragraphs: [
        `Open **Deposit**, choose ${c.wallet}, enter the amount and confirm in your wallet app. The balance updates as soon as the payment clears.`,
        'Keep the reference number until the money shows in your wallet; customer service finds a payment fastest with it.',
      ],
    },
    {
      title: 'Fish games explained for beginners',
      summary: 'Cannon levels, bosses and why aiming at small fish first makes sense.',
      paragraphs: [
        'In fish games every shot costs the cannon level. Small fish are easy to catch and pay little; bosses pay a lot but need many hits.',
        'Start at a low cannon level to learn how each table behaves, then raise it when you know the patterns.',
      ],
    },
    {
      title: 'Reading sports odds without a calculator',
      summary: 'Decimal odds in plain words: what a 2.50 price means for your stake.',
      paragraphs: [
        'Decimal odds show the total you get back for each unit staked: at 2.50, a stake of 100 returns 250 if the bet wins.',
        'The lower the price, the more likely the bookmaker thinks the result is. Compare prices before you place a bet.',
      ],
    },
  ],
  TY: (c) => [
    {
      title: 'Limang gawi ng mga manlalarong nag-eenjoy sa slots nang matagal',
      summary: 'Magtakda ng budget bago mag-spin, magpahinga, at pumili ng laro ayon sa RTP.',
      paragraphs: [
        'Ang mga manlalarong pinakamatagal nag-eenjoy sa slots ay itinuturing itong libangan na may presyo. Nagpapasya sila kung magkano ang gagastusin **bago** ang unang spin at humihinto kapag naubos na.',
        `Binabasa rin nila ang info screen ng laro: ang return to player (RTP) at volatility ang nagsasabi kung paano nagbabayad ang laro. Sa ${c.brand}, ipinapakita ang dalawa sa bawat laro.`,
      ],
    },
    {
      title: 'Live baccarat: banker, player o tie?',
      summary: 'Kung bakit may komisyon ang taya sa banker at kung bakit pinakamapanganib ang tie.',
      paragraphs: [
        'Mas madalas nang kaunti manalo ang banker kaysa player, kaya may 5% na komisyon sa mga panalo ng banker.',
        'Nagbabayad ang tie ng 8 sa 1 pero bihira itong lumabas. Karamihan sa mga bihasang manlalaro ay hindi ito tinatayaan at pinapanatiling maliit at tuloy-tuloy ang taya.',
      ],
    },
    {
      title: `Paano mag-deposito gamit ang ${c.wallet} sa loob ng isang minuto`,
      summary: `Hakbang-hakbang na gabay sa pinakamabilis na paraan ng pagdeposito sa ${c.brand}.`,
      paragraphs: [
        `Buksan ang **Deposito**, piliin ang ${c.wallet}, ilagay ang halaga at kumpirmahin sa iyong wallet app. Maa-update ang balanse sa sandaling pumasok ang bayad.`,
        'Itago ang reference number hanggang lumabas ang pera sa iyong wallet; mas mabilis itong mahahanap ng customer service.',
      ],
    },
    {
      title: 'Mga fish game para sa mga baguhan',
      summary: 'Antas ng kanyon, mga boss, at kung bakit magandang unahin ang maliliit na isda.',
      paragraphs: [
        'Sa mga fish game, bawat putok ay nagkakahalaga ng antas ng kanyon. Madaling mahuli ang maliliit na isda pero maliit ang bayad; malaki ang bayad ng mga boss pero kailangan ng maraming tama.',
        'Magsimula sa mababang antas ng kanyon para matutunan ang bawat mesa, saka itaas kapag alam mo na ang galaw.',
      ],
    },
    {
      title: 'Pagbasa ng sports odds nang walang calculator',
      summary: 'Ang decimal odds sa simpleng salita: ano ang ibig sabihin ng 2.50 para sa iyong taya.',
      paragraphs: [
        'Ipinapakita ng decimal odds ang kabuuang babalik sa iyo sa bawat yunit na itinaya: sa 2.50, ang tayang 100 ay magbabalik ng 250 kapag nanalo.',
        'Kapag mas mababa ang presyo, mas malamang ang resulta ayon sa bookmaker. Ikumpara ang mga presyo bago tumaya.',
      ],
    },
  ],
  PT: (c) => [
    {
      title: 'Cinco hábitos de quem aproveita os slots por anos',
      summary: 'Defina um orçamento antes de girar, faça pausas e escolha jogos pelo RTP.',
      paragraphs: [
        'Quem aproveita os slots por mais tempo os trata como diversão com preço. Decide quanto uma noite custa **antes** do primeiro giro e para quando o valor acaba.',
        `Também lê a tela de informações do jogo: o retorno ao jogador (RTP) e a volatilidade dizem como o jogo paga. Na ${c.brand}, todo jogo mostra os dois.`,
      ],
    },
    {
      title: 'Bacará ao vivo: banca, jogador ou empate?',
      summary: 'Por que a aposta na banca paga comissão e por que o empate é a escolha mais arriscada da mesa.',
      paragraphs: [
        'A banca vence um pouco mais vezes que o jogador, por isso uma comissão de 5% é cobrada sobre os ganhos da banca.',
        'O empate paga 8 para 1, mas sai raramente. A maioria dos jogadores experientes o evita e mantém apostas pequenas e constantes.',
      ],
    },
    {
      title: `Como depositar com ${c.wallet} em menos de um minuto`,
      summary: `O passo a passo do canal de depósito mais rápido da ${c.brand}.`,
      paragraphs: [
        `Abra **Depósito**, escolha ${c.wallet}, informe o valor e confirme no app da sua carteira. O saldo é atualizado assim que o pagamento é compensado.`,
        'Guarde o número de referência até o dinheiro aparecer na sua carteira; com ele o atendimento encontra o pagamento mais rápido.',
      ],
    },
    {
      title: 'Jogos de pesca explicados para iniciantes',
      summary: 'Níveis de canhão, chefões e por que mirar primeiro nos peixes pequenos faz sentido.',
      paragraphs: [
        'Nos jogos de pesca, cada tiro custa o nível do canhão. Peixes pequenos são fáceis de pegar e pagam pouco; chefões pagam muito, mas exigem muitos acertos.',
        'Comece com um canhão de nível baixo para entender cada mesa e aumente quando conhecer os padrões.',
      ],
    },
    {
      title: 'Como ler odds esportivas sem calculadora',
      summary: 'Odds decimais em palavras simples: o que uma cotação de 2,50 significa para a sua aposta.',
      paragraphs: [
        'As odds decimais mostram o total que volta para cada unidade apostada: a 2,50, uma aposta de 100 retorna 250 se vencer.',
        'Quanto menor a cotação, mais provável o resultado segundo a casa. Compare as cotações antes de apostar.',
      ],
    },
  ],
};

export const NEWS: Articles = {
  EN: (c) => [
    {
      title: `${c.brand} adds 120 new slot games this month`,
      summary: 'New releases from our slot studios arrive every week in the New tab.',
      paragraphs: [
        'This month 120 new slot games join the catalogue. You find them first in the **New** tab of the slots page.',
        'Every new game can be added to your favourites with one tap so you find it again quickly.',
      ],
    },
    {
      title: 'Scheduled maintenance of the sports book',
      summary: 'The sports book pauses briefly for an upgrade; open bets are not affected.',
      paragraphs: [
        'The sports book goes offline for about one hour for an upgrade of its betting engine. Bets already placed are settled as usual.',
        'Casino, slots and lottery stay open during the maintenance.',
      ],
    },
    {
      title: 'Faster withdrawals for verified members',
      summary: 'Members with a verified mobile number are now paid out first.',
      paragraphs: [
        'From this week, withdrawals of members who verified their mobile number go to the front of the payout queue.',
        'Verify your number in **My Account** to benefit.',
      ],
    },
    {
      title: `The ${c.brand} app has a new home screen`,
      summary: 'Your favourite games, balance and promotions are now one tap away.',
      paragraphs: [
        'The updated app opens on your favourite games and shows your balance at the top.',
        'Update through the download link in the side menu; your login stays the same.',
      ],
    },
    {
      title: 'Live chat now open around the clock',
      summary: 'Customer service answers in English and Filipino 24 hours a day.',
      paragraphs: [
        'Our customer-service team now answers live chat 24 hours a day, 7 days a week.',
        'Open it from the customer-service button on any page.',
      ],
    },
  ],
  TY: (c) => [
    {
      title: `Nagdagdag ang ${c.brand} ng 120 bagong slot game ngayong buwan`,
      summary: 'Bawat linggo dumarating ang mga bagong laro mula sa aming mga slot studio sa tab na Bago.',
      paragraphs: [
        'Ngayong buwan, 120 bagong slot game ang idinagdag sa katalogo. Makikita mo muna sila sa tab na **Bago** ng slots page.',
        'Maaaring idagdag ang bawat bagong laro sa iyong mga paborito sa isang pindot para madali mo itong mahanap muli.',
      ],
    },
    {
      title: 'Nakatakdang maintenance ng sports book',
      summary: 'Sandaling hihinto ang sports book para sa upgrade; hindi apektado ang mga bukas na taya.',
      paragraphs: [
        'Mawawala ang sports book nang mga isang oras para sa upgrade ng betting engine nito. Ang mga nailagay nang taya ay babayaran gaya ng dati.',
        'Bukas pa rin ang casino, slots at lottery habang may maintenance.',
      ],
    },
    {
      title: 'Mas mabilis na withdrawal para sa mga verified na miyembro',
      summary: 'Inuuna na ang bayad sa mga miyembrong may verified na mobile number.',
      paragraphs: [
        'Simula ngayong linggo, inuuna sa pila ng bayad ang mga withdrawal ng mga miyembrong nag-verify ng kanilang mobile number.',
        'I-verify ang iyong numero sa **Aking Account** para makinabang.',
      ],
    },
    {
      title: `May bagong home screen ang ${c.brand} app`,
      summary: 'Isang pindot na lang ang iyong mga paboritong laro, balanse at promosyon.',
      paragraphs: [
        'Bumubukas ang na-update na app sa iyong mga paboritong laro at ipinapakita ang iyong balanse sa itaas.',
        'Mag-update gamit ang download link sa side menu; pareho pa rin ang iyong login.',
      ],
    },
    {
      title: 'Bukas na ang live chat buong araw at gabi',
      summary: 'Sumasagot ang customer service sa English at Filipino 24 oras bawat araw.',
      paragraphs: [
        'Sumasagot na ang aming customer service sa live chat 24 oras bawat araw, 7 araw bawat linggo.',
        'Buksan ito mula sa customer-service button sa anumang pahina.',
      ],
    },
  ],
  PT: (c) => [
    {
      title: `${c.brand} adiciona 120 novos slots este mês`,
      summary: 'Lançamentos dos nossos estúdios de slots chegam toda semana na aba Novos.',
      paragraphs: [
        'Este mês, 120 novos slots entram no catálogo. Você os encontra primeiro na aba **Novos** da página de slots.',
        'Cada jogo novo pode ser adicionado aos favoritos com um toque para você encontrá-lo de novo rapidamente.',
      ],
    },
    {
      title: 'Manutenção programada das apostas esportivas',
      summary: 'As apostas esportivas param por pouco tempo para uma atualização; apostas abertas não são afetadas.',
      paragraphs: [
        'As apostas esportivas ficam fora do ar por cerca de uma hora para a atualização do motor de apostas. As apostas já feitas são liquidadas normalmente.',
        'Cassino, slots e loteria continuam abertos durante a manutenção.',
      ],
    },
    {
      title: 'Saques mais rápidos para membros verificados',
      summary: 'Membros com celular verificado agora recebem primeiro.',
      paragraphs: [
        'A partir desta semana, os saques de membros que verificaram o celular vão para a frente da fila de pagamento.',
        'Verifique seu número em **Minha conta** para aproveitar.',
      ],
    },
    {
      title: `O app da ${c.brand} tem uma nova tela inicial`,
      summary: 'Seus jogos favoritos, saldo e promoções agora estão a um toque.',
      paragraphs: [
        'O app atualizado abre nos seus jogos favoritos e mostra o saldo no topo.',
        'Atualize pelo link de download no menu lateral; seu login continua o mesmo.',
      ],
    },
    {
      title: 'Chat ao vivo agora aberto o dia todo',
      summary: 'O atendimento responde em português 24 horas por dia.',
      paragraphs: [
        'Nossa equipe de atendimento agora responde no chat ao vivo 24 horas por dia, 7 dias por semana.',
        'Abra-o pelo botão de atendimento em qualquer página.',
      ],
    },
  ],
};

export const PAGES: Localised<(c: CopyContext) => Record<PageCode, PageText>> = {
  EN: (c) => ({
    ABOUT: {
      title: `About ${c.brand}`,
      paragraphs: [
        `${c.brand} is an online gaming site with live casino, slots, sports, lottery, fish and card games from licensed studios.`,
        `We pay out quickly through ${c.wallet} and bank transfer, answer customer service around the clock and keep your data encrypted.`,
        'Play is for adults only and should stay fun: set limits and take breaks.',
      ],
    },
    GUIDE: {
      title: 'Beginner guide',
      paragraphs: [`New to ${c.brand}? These steps take you from sign-up to your first game.`],
      steps: [
        'Tap **Register**, choose a username and password and confirm your age.',
        `Open **Deposit** and add money, for example with ${c.wallet}.`,
        'Pick a game category in the menu, or try a game in free play first.',
        'Watch your balance at the top of the page; withdraw from **Withdraw** whenever you like.',
      ],
    },
    RESPONSIBLE: {
      title: 'Responsible gaming',
      paragraphs: [
        'Gaming is entertainment, not a way to earn money. Only play with money you can afford to lose.',
        'Set a budget and a time limit before you play and take regular breaks. Never chase losses.',
        'If gaming stops being fun, talk to our customer service about a break or self-exclusion. Players must be 18 or older.',
      ],
    },
    INSTALL_IOS: {
      title: 'Install the iOS app',
      paragraphs: ['The iOS lite app installs as a profile from your browser.'],
      steps: [
        'Scan the QR code below with your iPhone camera, or tap the download link.',
        'Allow the profile download, then open **Settings → Profile Downloaded** and tap **Install**.',
        `Find ${c.brand} on your home screen and log in.`,
      ],
    },
    INSTALL_ANDROID: {
      title: 'Install the Android app',
      paragraphs: ['The Android app is installed from our site, not from the Play Store.'],
      steps: [
        'Scan the QR code below with your phone, or tap the download link.',
        'Open the downloaded file and allow installation from this source when Android asks.',
        `Open ${c.brand} from your apps and log in.`,
      ],
    },
  }),
  TY: (c) => ({
    ABOUT: {
      title: `Tungkol sa ${c.brand}`,
      paragraphs: [
        `Ang ${c.brand} ay isang online gaming site na may live casino, slots, sports, lottery, fish at card games mula sa mga lisensyadong studio.`,
        `Mabilis kaming magbayad sa ${c.wallet} at bank transfer, sumasagot ang customer service buong araw at gabi, at naka-encrypt ang iyong datos.`,
        'Para lamang sa nasa hustong gulang ang paglalaro at dapat manatiling masaya: magtakda ng limitasyon at magpahinga.',
      ],
    },
    GUIDE: {
      title: 'Gabay para sa baguhan',
      paragraphs: [
        `Bago sa ${c.brand}? Dadalhin ka ng mga hakbang na ito mula pagpaparehistro hanggang sa unang laro.`,
      ],
      steps: [
        'Pindutin ang **Magparehistro**, pumili ng username at password at kumpirmahin ang iyong edad.',
        `Buksan ang **Deposito** at magdagdag ng pera, halimbawa gamit ang ${c.wallet}.`,
        'Pumili ng kategorya ng laro sa menu, o subukan muna ang isang laro sa free play.',
        'Bantayan ang iyong balanse sa itaas ng pahina; mag-withdraw sa **Withdraw** kahit kailan mo gusto.',
      ],
    },
    RESPONSIBLE: {
      title: 'Responsableng paglalaro',
      paragraphs: [
        'Libangan ang paglalaro, hindi paraan ng pagkita ng pera. Maglaro lamang gamit ang perang kaya mong mawala.',
        'Magtakda ng budget at limitasyon sa oras bago maglaro at magpahinga nang madalas. Huwag habulin ang mga talo.',
        'Kapag hindi na masaya ang paglalaro, kausapin ang aming customer service tungkol sa pahinga o self-exclusion. Dapat 18 taong gulang pataas ang mga manlalaro.',
      ],
    },
    INSTALL_IOS: {
      title: 'I-install ang iOS app',
      paragraphs: ['Ang iOS lite app ay ini-install bilang profile mula sa iyong browser.'],
      steps: [
        'I-scan ang QR code sa ibaba gamit ang camera ng iyong iPhone, o pindutin ang download link.',
        'Payagan ang pag-download ng profile, saka buksan ang **Settings → Profile Downloaded** at pindutin ang **Install**.',
        `Hanapin ang ${c.brand} sa iyong home screen at mag-log in.`,
      ],
    },
    INSTALL_ANDROID: {
      title: 'I-install ang Android app',
      paragraphs: ['Ang Android app ay ini-install mula sa aming site, hindi mula sa Play Store.'],
      steps: [
        'I-scan ang QR code sa ibaba gamit ang iyong telepono, o pindutin ang download link.',
        'Buksan ang na-download na file at payagan ang pag-install mula sa source na ito kapag nagtanong ang Android.',
        `Buksan ang ${c.brand} mula sa iyong mga app at mag-log in.`,
      ],
    },
  }),
  PT: (c) => ({
    ABOUT: {
      title: `Sobre a ${c.brand}`,
      paragraphs: [
        `A ${c.brand} é um site de jogos online com cassino ao vivo, slots, esportes, loteria, pesca e jogos de cartas de estúdios licenciados.`,
        `Pagamos rápido por ${c.wallet} e transferência bancária, o atendimento funciona o dia todo e seus dados são criptografados.`,
        'Jogar é só para maiores de idade e deve continuar divertido: defina limites e faça pausas.',
      ],
    },
    GUIDE: {
      title: 'Guia para iniciantes',
      paragraphs: [`Novo na ${c.brand}? Estes passos levam você do cadastro ao primeiro jogo.`],
      steps: [
        'Toque em **Cadastrar**, escolha um nome de usuário e uma senha e confirme sua idade.',
        `Abra **Depósito** e adicione dinheiro, por exemplo com ${c.wallet}.`,
        'Escolha uma categoria de jogos no menu ou experimente um jogo no modo grátis primeiro.',
        'Acompanhe seu saldo no topo da página; saque em **Saque** quando quiser.',
      ],
    },
    RESPONSIBLE: {
      title: 'Jogo responsável',
      paragraphs: [
        'Jogar é entretenimento, não uma forma de ganhar dinheiro. Jogue apenas com dinheiro que você pode perder.',
        'Defina um orçamento e um limite de tempo antes de jogar e faça pausas regulares. Nunca tente recuperar perdas.',
        'Se jogar deixar de ser divertido, fale com nosso atendimento sobre uma pausa ou autoexclusão. Jogadores devem ter 18 anos ou mais.',
      ],
    },
    INSTALL_IOS: {
      title: 'Instalar o app para iOS',
      paragraphs: ['O app iOS lite é instalado como um perfil pelo navegador.'],
      steps: [
        'Escaneie o QR code abaixo com a câmera do iPhone ou toque no link de download.',
        'Permita o download do perfil, abra **Ajustes → Perfil Transferido** e toque em **Instalar**.',
        `Encontre a ${c.brand} na tela inicial e faça login.`,
      ],
    },
    INSTALL_ANDROID: {
      title: 'Instalar o app para Android',
      paragraphs: ['O app Android é instalado pelo nosso site, não pela Play Store.'],
      steps: [
        'Escaneie o QR code abaixo com o celular ou toque no link de download.',
        'Abra o arquivo baixado e permita a instalação desta fonte quando o Android pedir.',
        `Abra a ${c.brand} nos seus apps e faça login.`,
      ],
    },
  }),
};
