/**
 * The withdrawal-receipt dock as it first shows, painted before the app has loaded. As a signed-in page's head is read,
 * its script (scripts/lib/paint-first.ts) asks the gateway for the payouts waiting for the member's receipt and for the
 * balance (the header's call, which carries the currency), and runs this file: an entry of its own that imports nothing
 * (scripts/lib/receipt-preview-entry.ts), so it does not wait for the app's 180 kB. When a payout waits for an answer
 * it paints the dock's first look, inert, with the dock's words and styles. The app takes the same answers instead of
 * asking again (src/lib/gateway/early-reads.ts), and its dock replaces the picture in the same box
 * (withdrawal-receipt-dialog.tsx). On a slow phone the member sees the notice about their money with the page. Once
 * the picture is on screen (or there is none), the preview lets the app's files go (PREVIEW_SETTLED).
 */
import type { ReceiptListValue, WalletBalanceValue } from '@/generated/api-types';
import type {} from '@/lib/gateway/early-reads'; // window.wlEarlyReads
import type {} from './receipt-preview-handover'; // window.wlAppHeldUntil

type Words = Record<string, string>;

/**
 * What the preview shares with the dock, handed to it as values by the build (scripts/lib/receipt-preview-entry.ts), so
 * its one file imports nothing and waits for nothing.
 */
export interface PreviewSetup {
  /** The money dictionary's `receipt` words, by platform language. */
  words: Record<string, Words>;
  /** The dock's class names: withdrawal-receipt.module.css's dock, bar, title and quiet, money.module.css's actions and hint. */
  classes: Record<'dock' | 'bar' | 'title' | 'quiet' | 'actions' | 'hint', string>;
  /** receipt-preview-handover.ts's names. */
  laterKey: string;
  previewId: string;
  handedOver: string;
  settled: string;
  reads: { receipts: string; balance: string };
}

/** The language the app picks (marked by the page's head script on the merchant's tag): its code (TY) and BCP-47 tag (fil). */
interface PreviewLanguage {
  language: string;
  locale: string;
}

/** The page's language, or null when the member put the receipt off ("Later") or the page does not say. */
function readPreviewLanguage(laterKey: string): PreviewLanguage | null {
  try {
    if (sessionStorage.getItem(laterKey) === '1') return null;
  } catch {
    return null; // storage is off: no session
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="wl-merchant"]')?.dataset;
  const language = meta?.language;
  const locale = language && meta.locales?.split(',')[meta.languages?.split(',').indexOf(language) ?? -1];
  return language && locale ? { language, locale } : null;
}

/** The value of a read the page started, from a copy of its answer (the client reads the answer itself). */
async function earlyValue<T>(url: string): Promise<T | undefined> {
  try {
    const answer = await window.wlEarlyReads?.find((read) => read.url === url)?.response;
    const body = (await answer?.clone().json()) as { success?: boolean; value?: T } | undefined;
    return answer?.ok && body?.success === true ? body.value : undefined;
  } catch {
    return undefined; // lost, or the app read it first: the app's dock shows it
  }
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** An amount as the dock shows it (lib/money/amount.ts formatAmount; kept equal by receipt-preview.test.ts). */
export function previewAmount(major: number, currency: WalletBalanceValue, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.round(major * 100) / 100,
  );
  return currency.currencyPosition === 'B'
    ? `${number} ${currency.currencySymbol}`
    : `${currency.currencySymbol} ${number}`;
}

/**
 * The dock's first look (ReceiptDialog choosing an answer) for the first payout waiting; null when the dock opens
 * another way (the payout already counts as received) or a word is missing.
 */
export function receiptPreview(
  setup: Pick<PreviewSetup, 'classes' | 'previewId'>,
  receipts: ReceiptListValue,
  currency: WalletBalanceValue,
  words: Words,
  locale: string,
  now = Date.now(),
): HTMLElement | null {
  const { classes } = setup;
  const first = receipts[0];
  if (!first || first.isAutoConfirmed === 'Y' || first.secondsLeft <= 0) return null;
  const more = receipts.length - 1;
  const moreWords = words[`more_${new Intl.PluralRules(locale).select(more)}`] ?? words.more_other;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(now + first.secondsLeft * 1000);
  const texts = [words.barPaid, words.answer, words.title, words.paid, words.deadline, words.received];
  if (texts.some((text) => !text) || !words.notReceived || !words.partial || !words.later || (more > 0 && !moreWords))
    return null;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string) =>
    Object.assign(document.createElement(tag), { textContent: text }, className ? { className } : {});
  const dock = document.createElement('section');
  dock.id = setup.previewId;
  dock.className = classes.dock;
  // A picture of the dock until the app's own replaces it: nothing in it acts, so nothing in it takes focus.
  dock.inert = true;
  // Folded, as the dock first shows: a phone's stylesheet shows only its one-line bar.
  dock.dataset.folded = '';
  const amount = previewAmount(first.amount, currency, locale);
  const paid = fill(words.paid!, { amount, refId: first.refId });
  const bar = element('p', '', classes.bar);
  bar.append(element('span', fill(words.barPaid!, { amount })), element('button', words.answer!));
  const actions = element('div', '', classes.actions);
  actions.append(
    element('button', words.received!),
    element('button', words.notReceived!),
    element('button', words.partial!),
    element('button', words.later, classes.quiet),
  );
  for (const button of [...bar.getElementsByTagName('button'), ...actions.children])
    (button as HTMLButtonElement).type = 'button';
  dock.append(
    bar,
    element('h2', words.title!, classes.title),
    element('p', more > 0 ? `${paid} ${fill(moreWords!, { count: more })}` : paid),
    element('p', fill(words.deadline!, { time }), classes.hint),
    actions,
  );
  return dock;
}

/**
 * Builds the language's first number, date and plural formats, a task each, while the page's reads are on their way.
 * The first format loads the platform's locale data, 20 ms here (80 ms on a phone) in one task: the locale's own data
 * comes in a task of its own first. The app's header builds the same formats next, from data in hand.
 */
async function warmLocale(locale: string): Promise<void> {
  for (const warm of [
    () => new Intl.Locale(locale).maximize(),
    () => new Intl.PluralRules(locale),
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }),
    () => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
  ]) {
    await nextTask();
    warm();
  }
}

/** A task boundary that runs ahead of the tasks already queued where the browser can (scheduler.yield). */
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

/** Paints the dock's first look when a payout waits, from the reads the page started; then lets the app go. */
export async function paintReceiptPreview(setup: PreviewSetup): Promise<void> {
  await paint(setup).catch(() => undefined);
  window.wlAppHeldUntil = 0;
  window.dispatchEvent(new Event(setup.settled));
}

/**
 * Once the browser reports the picture on screen (its largest paint), or a frame after it was added where the browser
 * cannot say or another paint is larger.
 */
function onScreen(picture: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve));
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) return afterFrame();
    const observer = new PerformanceObserver((entries) => {
      const painted = entries.getEntries() as LargestContentfulPaint[];
      if (painted.some((entry) => entry.element && picture.contains(entry.element))) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'largest-contentful-paint' });
    setTimeout(done, 100);
  });
}

/** Paints the picture when a payout waits; settles once it is on screen, or when there is none to paint. */
async function paint(setup: PreviewSetup): Promise<void> {
  const page = readPreviewLanguage(setup.laterKey);
  const words = page && setup.words[page.language];
  if (!page || !words) return;
  const [receipts, balance] = await Promise.all([
    earlyValue<ReceiptListValue>(setup.reads.receipts),
    earlyValue<WalletBalanceValue>(setup.reads.balance),
    warmLocale(page.locale),
  ]);
  if (!receipts?.length || !balance) return;
  // Nothing to show, or the app got there first (its dock shows, or it shows none).
  if (document.documentElement.hasAttribute(setup.handedOver)) return;
  const dock = receiptPreview(setup, receipts, balance, words, page.locale);
  if (!dock) return;
  // The answers may come while the page's head is still being read: the picture waits for its body.
  if (!document.body)
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const shown = onScreen(dock);
  document.body.append(dock);
  await shown;
}
