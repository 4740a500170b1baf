// A page the server rendered paints from its HTML and inline styles alone; its scripts and translations only make
// it interactive. So they are asked for once it has painted: named in the head, the entry and its preloads would
// share the network with that paint, and Lighthouse counts every request started before it as delaying it. The
// cost is the time to the paint, a frame or so after the HTML, before they start.
import { EARLY_INSTALL_OFFER, PAGE_MODULES } from '../../../domain/page-render';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"([^>]*)><\/script>/;
const PRELOADS_PER_TASK = 2;
const MODULE_HREF = /rel="modulepreload"[^>]*href="([^"]+)"/;
/** Module preloads, and the preloaded fetches (the page's translations); not the lead image, which it paints. */
const HYDRATION_PRELOAD = /\s*<link rel="(?:modulepreload"|preload"[^>]*as="fetch")[^>]*>/g;

/** Adds the preload links two at a time, each two in a task of their own (the browser spends a millisecond or
 * more of main thread on each request it starts: thirty at once were one task of over 100 ms on a mid-tier phone),
 * leaves the page's modules where the entry evaluates them (main.tsx), then starts the entry. A hidden page
 * paints nothing, so it starts at once; otherwise after the next frame has been drawn. The browser may offer the
 * install before the entry runs (it comes once): it is kept for the entry (install-offer.ts). */
const START = `window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.${EARLY_INSTALL_OFFER} = event;
}, { once: true });
const addPreloads = (from) => {
  document.head.insertAdjacentHTML('beforeend', preloads.slice(from, from + ${PRELOADS_PER_TASK}).join(''));
  if (preloads.length > from + ${PRELOADS_PER_TASK}) setTimeout(() => addPreloads(from + ${PRELOADS_PER_TASK}));
};
const start = () => {
  window.${PAGE_MODULES} = modules;
  addPreloads(0);
  import(entry);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));`;

/** A value as a script's JavaScript: JSON, with `<` escaped so no `</script` or `<!--` ends the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The served page with its entry script and hydration preloads replaced by one inline module that loads them
 * after the first paint; the page unchanged when it names no entry. */
export function loadScriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(HYDRATION_PRELOAD)].map((link) => link[0].trim());
  const modules = preloads.flatMap((link) => MODULE_HREF.exec(link)?.[1] ?? []);
  const script = [
    `const entry = ${scriptValue(entry[1])};`,
    `const preloads = ${scriptValue(preloads)};`,
    `const modules = ${scriptValue(modules)};`,
    START,
  ].join('\n');
  return html
    .replace(HYDRATION_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      (_tag, _src, attributes: string) => `<script type="module"${attributes}>${script}</script>`,
    );
}
