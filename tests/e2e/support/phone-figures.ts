import type { Page } from '@playwright/test';

/** What issue 42 measures on a phone's first screen, read from the page as laid out now. */
export interface PhoneFigures {
  /** Where the header (with its category bar) ends, px from the top. */
  headerBottom: number;
  /** Elements of the header's row, the category bar's box or the bottom bar lying partly outside the screen. */
  outside: string[];
  /** The height of the docked notice (0 when none), as a share of the screen. */
  noticeShare: number;
  /** Play buttons wholly on the first screen: below the header, above whatever is fixed to the screen's foot. */
  wholePlayButtons: number;
  /** Targets in the header, the bars and the docked notice smaller than 44 × 44 px. */
  smallTargets: string[];
}

export const MIN_TARGET = 44;

export function phoneFigures(page: Page, playName: RegExp): Promise<PhoneFigures> {
  return page.evaluate(
    ({ source, flags, min }) => {
      const play = new RegExp(source, flags);
      // Laid out for the eye: not a screen reader's visually hidden text (clipped to nothing), nor inside it.
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2 || getComputedStyle(el).visibility !== 'visible') return false;
        for (let a: Element | null = el; a; a = a.parentElement)
          if (getComputedStyle(a).clipPath !== 'none') return false;
        return true;
      };
      const name = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      const header = document.querySelector('header')!;
      const categories = header.querySelector('nav')!;
      const bottomBar = document.querySelector('[data-bottom-bar]');
      const notice = document.querySelector('[role="alertdialog"]');
      // The category bar scrolls sideways: its own box must fit, the entries past its end are scrolled to.
      const boxes = [
        ...[...header.querySelectorAll('*')].filter((el) => !categories.contains(el)),
        categories,
        ...(bottomBar ? [bottomBar, ...bottomBar.querySelectorAll('*')] : []),
      ].filter(shown);
      const outside = boxes
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5;
        })
        .map(name);
      // What is fixed to the screen's foot covers the games under it.
      const coverTop = Math.min(
        innerHeight,
        ...[bottomBar, notice].filter((el) => el && shown(el)).map((el) => el!.getBoundingClientRect().top),
      );
      const headerBottom = header.getBoundingClientRect().bottom;
      const wholePlayButtons = [...document.querySelectorAll('main button')].filter((b) => {
        const r = b.getBoundingClientRect();
        return play.test(b.textContent ?? '') && shown(b) && r.top >= headerBottom && r.bottom <= coverTop;
      }).length;
      const targets = [header, bottomBar, notice]
        .filter((scope): scope is Element => scope !== null)
        .flatMap((scope) => [...scope.querySelectorAll('a[href], button, input, select, summary')])
        .filter(shown);
      const smallTargets = targets
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return Math.round(r.width) < min || Math.round(r.height) < min;
        })
        .map(
          (el) =>
            `${name(el)} ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
        );
      return {
        headerBottom,
        outside,
        noticeShare: notice && shown(notice) ? notice.getBoundingClientRect().height / innerHeight : 0,
        wholePlayButtons,
        smallTargets,
      };
    },
    { source: playName.source, flags: playName.flags, min: MIN_TARGET },
  );
}
