/**
 * Announcements for agents (the agent centre's agentAnnouncement page): a fixed, dated list per merchant, newest
 * first. Some bodies carry markup a gateway could send (links, emphasis, and a script the site must strip), so the
 * page's sanitising is exercised by real data. (No inline event handler: the sanitiser's own parsing would trip the
 * site's CSP report, which the security walk counts.)
 */
export interface AgentNotice {
  id: number;
  title: string;
  /** HTML from the operator. */
  content: string;
  /** Epoch ms. */
  time: number;
}

const TOPICS = [
  ['New real-time salary rules', 'Real-time salary now settles <strong>every 5 minutes</strong> on valid bets.'],
  ['Dividend payout schedule', 'Dividends are paid on the <em>1st and 16th</em> of each month after review.'],
  ['Team report upgrade', 'Team reports now show deposit fees and vendor fees per period.'],
  [
    'Contract offers',
    'A new contract with a lower rate ends your downlines\u2019 higher-rate contracts once they accept.',
  ],
  [
    'Maintenance notice',
    'Agent centre maintenance on Sunday 02:00\u201304:00. <script>alert(1)</script>Plan transfers early.',
  ],
  [
    'Security reminder',
    'Never share your payment password. <a href="https://example.com/security">Read the guide</a>.',
  ],
  ['Hourly salary', 'Hourly salary is credited each hour for teams with active members.'],
  ['Red envelope limits', 'Red envelopes to many downlines are limited to 200 recipients per send.'],
  ['Customer service hours', 'Agent support answers Monday to Friday, noon to 9pm.'],
  ['Daily wages review', 'Daily wages of the previous day are reviewed before 10:00.'],
  ['Invite link', 'Your invite link and QR code are in the register centre.'],
] as const;

const DAY = 86_400_000;

/** The merchant's agent announcements at `now`, newest first (23 items: three pages of 9). */
export function agentNotices(merchantCode: string, now: number): AgentNotice[] {
  const salt = [...merchantCode].reduce((s, ch) => s + ch.charCodeAt(0), 0);
  return Array.from({ length: 23 }, (_, i) => {
    const [title, content] = TOPICS[(i + salt) % TOPICS.length]!;
    return { id: 9000 + i, title: `${title} #${23 - i}`, content: `<p>${content}</p>`, time: now - (i * 3 + 1) * DAY };
  });
}
