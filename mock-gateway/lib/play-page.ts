/** The stand-in page a launched game opens (the mock has no real games). */
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (minor: number, currency: string): string =>
  `${currency} ${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A launched game's table: who plays, the balance, a stake to bet, and the last round or refusal. */
export interface PlayTable {
  launch: number;
  account: string;
  currency: string;
  balance: number;
  /** A fresh idempotency key for the next round: a resubmitted form plays the same round, not another. */
  key: string;
  lastRound?: { orderNo: string; betAmount: number; winAmount: number };
  refused?: string;
}

function tableHtml(t: PlayTable): string {
  const round = t.lastRound
    ? `<p role="status">Round ${esc(t.lastRound.orderNo)}: staked ${esc(money(t.lastRound.betAmount, t.currency))}, paid ${esc(money(t.lastRound.winAmount, t.currency))}.</p>`
    : '';
  const refused = t.refused ? `<p role="alert">Refused: ${esc(t.refused)}</p>` : '';
  return `<p>Playing as ${esc(t.account)}. Balance: <output id="balance">${esc(money(t.balance, t.currency))}</output></p>${round}${refused}
<form method="post" action="/__mock/play/bet"><input type="hidden" name="launch" value="${t.launch}"><input type="hidden" name="key" value="${esc(t.key)}">
<label>Stake <input name="stake" type="number" min="0.01" step="0.01" value="1.00" required></label> <button type="submit">Bet</button></form>`;
}

export function playPage(title: string, detail: string, table?: PlayTable): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;display:grid;place-items:center;min-height:100vh;font:16px system-ui,sans-serif;background:#111;color:#eee}main{text-align:center}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(detail)}</p>${table ? tableHtml(table) : '<p>Mock game: nothing to play here.</p>'}</main></body></html>`;
}
