/** Help-centre entries in EN, TY and PT. Plain text; `**x**` is bold. */
import type { CopyContext, Localised } from './locale.js';

export interface HelpText {
  /** Language-independent category code. */
  code: 'ACCOUNT' | 'DEPOSIT' | 'WITHDRAWAL' | 'GAMES' | 'TERMS';
  category: string;
  title: string;
  paragraphs: string[];
}

export const HELP: Localised<(c: CopyContext) => HelpText[]> = {
  EN: (c) => [
    {
      code: 'ACCOUNT',
      category: 'Account',
      title: 'How do I register?',
      paragraphs: [
        `Tap **Register**, choose a username and password, and confirm your mobile number with the SMS code. Registering at ${c.brand} is free.`,
      ],
    },
    {
      code: 'ACCOUNT',
      category: 'Account',
      title: 'I forgot my password',
      paragraphs: ['Tap **Forgot password** on the login screen and reset it by email or by mobile number.'],
    },
    {
      code: 'DEPOSIT',
      category: 'Deposit',
      title: 'How do I deposit?',
      paragraphs: [
        `Log in, tap **Deposit**, choose a channel such as ${c.wallet}, enter the amount and follow the steps. Most deposits arrive within a minute.`,
      ],
    },
    {
      code: 'WITHDRAWAL',
      category: 'Withdrawal',
      title: 'How long does a withdrawal take?',
      paragraphs: [
        'Most withdrawals are paid within 30 minutes. Your first withdrawal may take longer while we verify your account.',
      ],
    },
    {
      code: 'GAMES',
      category: 'Games',
      title: 'What is free play?',
      paragraphs: [
        'Free play opens a trial account with play money, so you can try games before you deposit. Trial accounts cannot deposit or withdraw.',
      ],
    },
    {
      code: 'TERMS',
      category: 'Terms',
      title: 'Terms and conditions',
      paragraphs: [
        `By using ${c.brand} you agree to these terms. You must be 18 or older to register and play.`,
        'One account per person. Bonuses follow the terms of each promotion.',
      ],
    },
  ],
  TY: (c) => [
    {
      code: 'ACCOUNT',
      category: 'Account',
      title: 'Paano magparehistro?',
      paragraphs: [
        `Pindutin ang **Magparehistro**, pumili ng username at password, at kumpirmahin ang iyong mobile number gamit ang SMS code. Libre ang pagpaparehistro sa ${c.brand}.`,
      ],
    },
    {
      code: 'ACCOUNT',
      category: 'Account',
      title: 'Nakalimutan ko ang password',
      paragraphs: [
        'Pindutin ang **Nakalimutan ang password** sa login screen at i-reset ito gamit ang email o mobile number.',
      ],
    },
    {
      code: 'DEPOSIT',
      category: 'Deposito',
      title: 'Paano magdeposito?',
      paragraphs: [
        `Mag-log in, pindutin ang **Deposito**, pumili ng channel gaya ng ${c.wallet}, ilagay ang halaga at sundin ang mga hakbang. Karamihan ng deposito ay pumapasok sa loob ng isang minuto.`,
      ],
    },
    {
      code: 'WITHDRAWAL',
      category: 'Withdrawal',
      title: 'Gaano katagal ang withdrawal?',
      paragraphs: [
        'Karamihan ng withdrawal ay naibibigay sa loob ng 30 minuto. Maaaring mas matagal ang una mong withdrawal habang bine-verify namin ang iyong account.',
      ],
    },
    {
      code: 'GAMES',
      category: 'Mga Laro',
      title: 'Ano ang free play?',
      paragraphs: [
        'Sa free play, may trial account ka na may play money para masubukan ang mga laro bago magdeposito. Hindi makakapagdeposito o makakapag-withdraw ang trial account.',
      ],
    },
    {
      code: 'TERMS',
      category: 'Mga Tuntunin',
      title: 'Mga tuntunin at kundisyon',
      paragraphs: [
        `Sa paggamit ng ${c.brand}, sumasang-ayon ka sa mga tuntuning ito. Dapat ay 18 taong gulang pataas para magparehistro at maglaro.`,
        'Isang account lang bawat tao. Ang mga bonus ay sumusunod sa tuntunin ng bawat promo.',
      ],
    },
  ],
  PT: (c) => [
    {
      code: 'ACCOUNT',
      category: 'Conta',
      title: 'Como faço o cadastro?',
      paragraphs: [
        `Toque em **Cadastrar**, escolha um usuário e uma senha e confirme seu celular com o código SMS. O cadastro na ${c.brand} é grátis.`,
      ],
    },
    {
      code: 'ACCOUNT',
      category: 'Conta',
      title: 'Esqueci minha senha',
      paragraphs: ['Toque em **Esqueci a senha** na tela de login e redefina por e-mail ou pelo número de celular.'],
    },
    {
      code: 'DEPOSIT',
      category: 'Depósito',
      title: 'Como faço um depósito?',
      paragraphs: [
        `Entre na conta, toque em **Depositar**, escolha um canal como ${c.wallet}, informe o valor e siga os passos. A maioria dos depósitos cai em até um minuto.`,
      ],
    },
    {
      code: 'WITHDRAWAL',
      category: 'Saque',
      title: 'Quanto tempo leva um saque?',
      paragraphs: [
        'A maioria dos saques é paga em até 30 minutos. O primeiro saque pode demorar mais enquanto verificamos sua conta.',
      ],
    },
    {
      code: 'GAMES',
      category: 'Jogos',
      title: 'O que é o modo de teste?',
      paragraphs: [
        'O modo de teste abre uma conta de teste com dinheiro fictício, para você experimentar os jogos antes de depositar. Contas de teste não depositam nem sacam.',
      ],
    },
    {
      code: 'TERMS',
      category: 'Termos',
      title: 'Termos e condições',
      paragraphs: [
        `Ao usar a ${c.brand}, você aceita estes termos. É preciso ter 18 anos ou mais para se cadastrar e jogar.`,
        'Uma conta por pessoa. Os bônus seguem os termos de cada promoção.',
      ],
    },
  ],
};
