// What a phone-width page pushes past the screen's edges: the document wider than the viewport, or a visible
// element whose box reaches beyond its left or right edge. Content inside a container that scrolls sideways on
// purpose (overflow-x auto or scroll) is reachable and so not counted; a box an ancestor clips is counted only for
// the part the ancestor lets show.
import type { BrowserContext, Page } from 'playwright-core';

export interface Overflow {
  viewport: number;
  scrollWidth: number;
  /** The outermost clipped elements, each as `tag.class "text" [left, right]`. */
  clipped: string[];
  /** Text that must show whole (`wholeText` selectors) but is cut by an ellipsis or a line clamp. */
  cut: string[];
}

/** Runs in the page; self-contained, as it is sent there as source. */
function measureOverflow(wholeText: string): Overflow {
  const viewport = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const clipped: string[] = [];
  const offenders: Element[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    // Visually hidden text (1 px) and empty boxes are not seen.
    if (box.width <= 1 || box.height <= 1) continue;
    let left = box.left;
    let right = box.right;
    if (left >= -0.5 && right <= viewport + 0.5) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    let scrolls = false;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') scrolls = true;
      if (overflowX !== 'visible') {
        const frame = parent.getBoundingClientRect();
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
      }
    }
    if (scrolls || right - left <= 1) continue;
    if (left >= -0.5 && right <= viewport + 0.5) continue;
    if (offenders.some((outer) => outer.contains(element))) continue;
    offenders.push(element);
    const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    clipped.push(`${name} "${text}" [${Math.round(box.left)}, ${Math.round(box.right)}]`);
  }
  const cut = Array.from(document.querySelectorAll(wholeText))
    .filter((text) => text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1)
    .map((text) => `"${text.textContent ?? ''}" cut to ${text.clientWidth}×${text.clientHeight} px`);
  return { viewport, scrollWidth, clipped, cut };
}

/** `wholeText`: a selector of text no width may cut, such as the brand's name. */
export const findOverflow = (page: Page, wholeText: string): Promise<Overflow> =>
  page.evaluate(measureOverflow, wholeText);

interface PageWatch {
  fetchesInFlight: number;
  settledFrames: number;
  /** The conditions of a settled page, each met or not. */
  settledState: () => Record<string, boolean>;
}

/** Counts each page's fetches in flight and gives it the test of a settled page, so a test waits for a screen's
 * data rather than for time. */
export async function watchPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const watch = window as unknown as PageWatch;
    watch.fetchesInFlight = 0;
    watch.settledFrames = 0;
    watch.settledState = () => ({
      heading: document.querySelector('h1, h2, main [role="alert"]') !== null,
      idle: document.querySelector('[aria-busy="true"]') === null,
      fetched: watch.fetchesInFlight === 0,
      fonts: document.fonts.status === 'loaded',
    });
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      watch.fetchesInFlight += 1;
      try {
        return await original(...args);
      } finally {
        watch.fetchesInFlight -= 1;
      }
    };
  });
}

/**
 * Waits until the page settled: a main heading drawn, no loader showing, no fetch in flight and the fonts in,
 * three frames in a row (a screen's data requests start in the frame after it draws). Answers null, or the
 * conditions still unmet when it gave up.
 */
export async function waitForSettledPage(page: Page, timeout = 20_000): Promise<string | null> {
  const until = Date.now() + timeout;
  // A page may load another (a redirect the server answers): its context goes and the wait starts again there.
  while (Date.now() < until) {
    try {
      await page.waitForFunction(
        () => {
          const watch = window as unknown as PageWatch;
          const settled = Object.values(watch.settledState()).every(Boolean);
          watch.settledFrames = settled ? watch.settledFrames + 1 : 0;
          return watch.settledFrames >= 3;
        },
        undefined,
        { polling: 'raf', timeout: Math.max(until - Date.now(), 1) },
      );
      return null;
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) break;
      await page.waitForLoadState('domcontentloaded');
    }
  }
  const state = await page.evaluate(() => (window as unknown as PageWatch).settledState());
  return Object.entries(state)
    .filter(([, met]) => !met)
    .map(([condition]) => condition)
    .join(', ');
}
