/**
 * Platform mail (GATEWAY-CALLS-SEEN §13): each account's inbox of the last 30 days, read on open, delete, and mail
 * sent by an agent to its downlines (one, all, agents, members) or by anyone to their upline agent. Every account
 * starts with a few platform mails written in the reader's language, the newest of them unread (as many as the
 * seeded unread count); a delivered mail pushes INBOX with its subject.
 */
import { contentLanguage, escapeHtml, type ContentLanguage } from './copy/locale.js';
import type { PushBus } from './push.js';
import { WorldError } from './errors.js';
import type { Account, Accounts, Clock } from './types.js';

const MAIL_WINDOW_MS = 30 * 86_400_000;
const DAY = 86_400_000;
/** Seeded platform mails per account, one every SEED_SPACING_DAYS days back (some fall outside the window). */
const SEEDED = 8;
const SEED_SPACING_DAYS = 5;

/** 0 platform (chosen here), then the compose kinds of MC getRecipientTypeAvailable. */
export type MailSendType = 0 | 1 | 2 | 3 | 4 | 5;
export type RecipientType = 1 | 2 | 3 | 4 | 5;

interface Text {
  senderName: string;
  subject: string;
  content: string;
}
type Template = Record<ContentLanguage, Text>;

const CS: Record<ContentLanguage, string> = { EN: 'Customer Service', TY: 'Customer Service', PT: 'Atendimento' };
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const tpl = (en: [string, string], ty: [string, string], pt: [string, string]): Template => ({
  EN: { senderName: CS.EN, subject: en[0], content: p(en[1]) },
  TY: { senderName: CS.TY, subject: ty[0], content: p(ty[1]) },
  PT: { senderName: CS.PT, subject: pt[0], content: p(pt[1]) },
});

const TEMPLATES: readonly Template[] = [
  tpl(
    ['Your weekly rebate is ready', 'Your rebate for last week has been credited. Check the bonus details page.'],
    [
      'Handa na ang lingguhang rebate mo',
      'Naipasok na ang rebate mo noong nakaraang linggo. Tingnan ang bonus details.',
    ],
    ['Seu rebate semanal está pronto', 'O rebate da semana passada foi creditado. Veja a página de detalhes do bônus.'],
  ),
  tpl(
    ['Scheduled maintenance', 'Some games will be under maintenance tonight from 02:00 to 04:00.'],
    ['Nakatakdang maintenance', 'May mga laro na ma-maintenance mamayang gabi mula 02:00 hanggang 04:00.'],
    ['Manutenção programada', 'Alguns jogos estarão em manutenção esta noite das 02:00 às 04:00.'],
  ),
  tpl(
    ['Keep your account safe', 'Set a payment password and never share your login with anyone.'],
    ['Panatilihing ligtas ang account mo', 'Maglagay ng payment password at huwag ibahagi ang login mo kahit kanino.'],
    ['Mantenha sua conta segura', 'Defina uma senha de pagamento e nunca compartilhe seu login.'],
  ),
  tpl(
    ['New missions this week', 'Fresh missions are waiting in the member centre. Play to reach the milestones.'],
    [
      'Mga bagong mission ngayong linggo',
      'May mga bagong mission sa member centre. Maglaro para maabot ang milestones.',
    ],
    ['Novas missões esta semana', 'Novas missões esperam por você na central do membro. Jogue para alcançar as metas.'],
  ),
];

interface StoredMail {
  inboxId: string;
  sendTime: number;
  sendType: MailSendType;
  read: boolean;
  /** Seeded platform mail: written in the reader's language. */
  template?: number;
  /** Sent by a person (or QA): literal text. */
  text?: Text;
}

export interface InboxMail extends Text {
  inboxId: string;
  sendTime: number;
  read: boolean;
  canReply: boolean;
  sendType: MailSendType;
}

export interface InboxQuery {
  language?: string;
  startTime?: number;
  endTime?: number;
  sort?: 'sendTime:desc' | 'sendTime:asc';
  read?: boolean;
  /** 1-based. */
  page: number;
  size: number;
}

export interface Mail {
  inbox(accountId: number, q: InboxQuery): { content: InboxMail[]; totalPages: number; totalElements: number };
  unreadCount(accountId: number): number;
  markRead(accountId: number, inboxId: string): { unreadCount: number };
  remove(accountId: number, inboxId: string): { unreadCount: number };
  /** Empties an inbox (QA). */
  clear(accountId: number): void;
  recipientTypes(account: Account): Record<`${RecipientType}`, boolean>;
  /** Delivers to the recipients the send type names; returns how many got it. */
  send(
    sender: Account,
    input: { sendType: RecipientType; recipients?: string[]; subject: string; content: string },
  ): { delivered: number };
  /** Puts one mail in an account's inbox (QA, platform) and pushes INBOX. */
  deliver(accountId: number, text: Text, sendType?: MailSendType): InboxMail;
}

export function createMail(deps: {
  clock: Clock;
  accounts: Accounts;
  push: PushBus;
  /** How many of the seeded mails start unread (the world's seeded unread count). */
  initialUnread: (accountId: number) => number;
}): Mail {
  const { clock, accounts, push } = deps;
  const boxes = new Map<number, StoredMail[]>();
  let serial = 0;

  const box = (accountId: number): StoredMail[] => {
    let b = boxes.get(accountId);
    if (b) return b;
    const unread = Math.min(deps.initialUnread(accountId), SEEDED);
    // Anchored on the world's start, so the same seed gives the same inbox whenever it is first read.
    const now = clock.start;
    b = Array.from({ length: SEEDED }, (_, i) => ({
      inboxId: `M${accountId}-${i + 1}`,
      // The newest first: i = 0 is today, one every SEED_SPACING_DAYS days back.
      sendTime: now - i * SEED_SPACING_DAYS * DAY - (accountId % 97) * 60_000 - 3_600_000,
      sendType: 0 as const,
      read: i >= unread,
      template: (accountId + i) % TEMPLATES.length,
    }));
    boxes.set(accountId, b);
    return b;
  };
  const inWindow = (m: StoredMail) => m.sendTime >= clock.now() - MAIL_WINDOW_MS;
  const unreadCount = (accountId: number) => box(accountId).filter((m) => !m.read && inWindow(m)).length;
  const find = (accountId: number, inboxId: string) => {
    const b = box(accountId);
    const i = b.findIndex((m) => m.inboxId === inboxId && inWindow(m));
    if (i < 0) throw new WorldError('mail_not_found');
    return { b, i };
  };
  const view = (m: StoredMail, lang: ContentLanguage): InboxMail => ({
    ...(m.text ?? TEMPLATES[m.template ?? 0]![lang]),
    inboxId: m.inboxId,
    sendTime: m.sendTime,
    read: m.read,
    canReply: false,
    sendType: m.sendType,
  });
  const nameOf = (a: Account) => a.nickname || a.account;

  const deliver: Mail['deliver'] = (accountId, text, sendType = 0) => {
    const m: StoredMail = { inboxId: `S${++serial}`, sendTime: clock.now(), sendType, read: false, text };
    box(accountId).push(m);
    push.publish(accountId, { type: 'INBOX', title: text.subject });
    return view(m, 'EN');
  };

  const recipientTypes: Mail['recipientTypes'] = (a) => {
    const real = a.kind !== 'trial';
    const tree = a.kind === 'agent' ? accounts.downlineTree(a.id) : [];
    return {
      '1': real && tree.length > 0,
      '2': real && tree.length > 0,
      '3': real && tree.some((d) => d.kind === 'agent'),
      '4': real && tree.some((d) => d.kind === 'member'),
      '5': real && a.parentId !== undefined && accounts.byId(a.parentId) !== undefined,
    };
  };

  return {
    inbox(accountId, q) {
      const lang = contentLanguage(q.language);
      const from = Math.max(q.startTime ?? 0, clock.now() - MAIL_WINDOW_MS);
      const to = q.endTime ?? Number.MAX_SAFE_INTEGER;
      const rows = box(accountId)
        .filter((m) => m.sendTime >= from && m.sendTime <= to && (q.read === undefined || m.read === q.read))
        .sort((a, b) => (q.sort === 'sendTime:asc' ? a.sendTime - b.sendTime : b.sendTime - a.sendTime));
      const start = (q.page - 1) * q.size;
      return {
        content: rows.slice(start, start + q.size).map((m) => view(m, lang)),
        totalPages: Math.ceil(rows.length / q.size),
        totalElements: rows.length,
      };
    },
    unreadCount,
    markRead(accountId, inboxId) {
      const { b, i } = find(accountId, inboxId);
      b[i]!.read = true;
      return { unreadCount: unreadCount(accountId) };
    },
    remove(accountId, inboxId) {
      const { b, i } = find(accountId, inboxId);
      b.splice(i, 1);
      return { unreadCount: unreadCount(accountId) };
    },
    clear(accountId) {
      boxes.set(accountId, []);
    },
    recipientTypes,
    send(sender, input) {
      if (sender.kind === 'trial') throw new WorldError('in_need_true_account');
      if (!recipientTypes(sender)[`${input.sendType}`]) throw new WorldError('mail_recipient_type_unavailable');
      const tree = () => accounts.downlineTree(sender.id);
      let to: Account[];
      switch (input.sendType) {
        case 1: {
          const names = [...new Set((input.recipients ?? []).map((r) => r.trim()).filter(Boolean))];
          if (!names.length) throw new WorldError('mail_recipient_required');
          const downline = new Map(tree().map((d) => [d.account.toLowerCase(), d]));
          to = names.map((n) => {
            const d = downline.get(n.toLowerCase());
            if (!d) throw new WorldError('mail_recipient_not_downline', { recipient: n });
            return d;
          });
          break;
        }
        case 2:
          to = tree();
          break;
        case 3:
          to = tree().filter((d) => d.kind === 'agent');
          break;
        case 4:
          to = tree().filter((d) => d.kind === 'member');
          break;
        case 5:
          to = [accounts.byId(sender.parentId!)!];
          break;
      }
      // A person writes plain text: it is kept as escaped paragraphs, so a reader's page never runs their markup.
      const content = p(...input.content.trim().split(/\n+/).map(escapeHtml));
      const text = { senderName: nameOf(sender), subject: input.subject.trim(), content };
      for (const r of to) deliver(r.id, text, input.sendType);
      return { delivered: to.length };
    },
    deliver,
  };
}
