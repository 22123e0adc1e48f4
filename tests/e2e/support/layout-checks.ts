import type { Page } from '@playwright/test';

/** How far the page scrolls sideways, in CSS pixels (0: it fits the viewport's width). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * What a reviewer would flag on a page as laid out now, one line each: horizontal scroll, an interactive element
 * covered by another one, and text cut off by its box (overflow hidden or an ellipsis). Checked over the whole page,
 * one screen at a time (hit testing only works inside the viewport).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // A resize reaches the app a moment later: wait until an open side menu is beside the page or a modal drawer over
  // an inert page, not a drawer over a live one (the state between the media query and the app's answer to it).
  await page.waitForFunction(() => {
    const toggle = document.querySelector('button[aria-controls][aria-expanded="true"]');
    const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!menu || getComputedStyle(menu).position !== 'fixed') return true;
    return document.getElementById('main')?.closest('[inert]') != null;
  });
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
    };

    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the outermost boxes that stick out, so the report says where to look.
      // A box inside a scrolling container is clipped by it, unless it is positioned out of it.
      const clipped = (el: Element) => {
        if (/absolute|fixed/.test(getComputedStyle(el).position)) return false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const out = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(el),
      );
      const outermost = out.filter((el) => !out.includes(el.parentElement!)).slice(0, 3);
      problems.push(
        `horizontal scroll: the page is ${root.scrollWidth} px wide in ${root.clientWidth} px (${outermost.map(describe).join(', ')})`,
      );
    }
    // A fixed or positioned box cut off by the left edge makes no scroll bar, but its start is out of reach.
    const cutLeft = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.left < -1 && r.right > 0 && /absolute|fixed/.test(getComputedStyle(el).position);
    });
    for (const el of cutLeft.filter((el) => !cutLeft.includes(el.parentElement!)).slice(0, 3))
      problems.push(
        `cut off at the left edge: ${describe(el)} (starts at ${Math.round(el.getBoundingClientRect().left)} px)`,
      );
    const shown = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"], [hidden]')) return false;
      const r = el.getBoundingClientRect();
      // Visually hidden text (a 1 px box) is for screen readers: it is not laid out for the eye.
      return r.width > 2 && r.height > 2 && getComputedStyle(el).visibility === 'visible';
    };

    // Text cut off: a box that hides its overflow, holds text of its own, and whose content is larger than it.
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      const clips = /hidden|clip/.test(style.overflowX + style.overflowY) || style.textOverflow === 'ellipsis';
      if (!clips || !shown(el)) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const inlineText = !ownText && [...el.children].every((c) => getComputedStyle(c).display.startsWith('inline'));
      if (!ownText && !(inlineText && el.textContent!.trim())) continue;
      // A name too long for a fixed-size card or board row may end in an ellipsis when it is whole in its title.
      if (el.title && el.title.trim() === el.textContent!.trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        problems.push(
          `clipped text: ${describe(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
      }
    }

    // Overlap: an interactive element whose centre is taken by another interactive element (not its own part).
    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const targets = [...document.body.querySelectorAll(interactive)].filter(shown);
    const fixedBox = (el: Element) => {
      for (let n: Element | null = el; n; n = n.parentElement)
        if (getComputedStyle(n).position === 'fixed') return true;
      return false;
    };
    const uncoveredWhenScrolledUp = (el: Element, backTo: number) => {
      // The element's top a quarter down the screen; one taller than half the screen gets its centre in the middle.
      const box = el.getBoundingClientRect();
      const centreAt = Math.min(innerHeight / 4 + box.height / 2, innerHeight / 2);
      scrollTo(0, box.top + box.height / 2 + scrollY - centreAt);
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      scrollTo(0, backTo);
      return hit !== null && (el.contains(hit) || hit.contains(el));
    };
    const reported = new Set<Element>();
    const startY = scrollY;
    for (let y = 0; y < root.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      for (const el of targets) {
        if (reported.has(el)) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        if (cy < 0 || cy >= innerHeight || x < 0 || x >= innerWidth) continue;
        const hit = document.elementFromPoint(x, cy);
        if (!hit || el.contains(hit) || hit.contains(el)) continue;
        const cover = hit.closest(interactive);
        if (cover && !cover.contains(el) && !el.contains(cover)) {
          // A box fixed to the screen (a docked dialog) covers whatever scrolls under it: that is fine as long as the
          // visitor can scroll the element out from under it, to the upper part of the screen.
          if (fixedBox(cover) && uncoveredWhenScrolledUp(el, y)) continue;
          reported.add(el);
          problems.push(`overlap: ${describe(el)} is covered by ${describe(cover)}`);
        }
      }
    }
    scrollTo(0, startY);
    return problems;
  });
}

/**
 * Records the layout shifts the browser reports from the first paint on (their sum is what Lighthouse calls CLS).
 * Call before the page is opened; the function it returns reads the sum so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}
