// A page the server rendered paints from its HTML and inline styles alone; its scripts and translations only make
// it interactive. So they are asked for once it has painted: named in the head, the entry and its preloads would
// share the network with that paint, and Lighthouse counts every request started before it as delaying it. The
// cost is the time to the paint, a frame or so after the HTML, before they start.
import { EARLY_INSTALL_OFFER } from '../../../domain/page-render';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"([^>]*)><\/script>/;
/** Module preloads, and the preloaded fetches (the page's translations); not the lead image, which it paints. */
const HYDRATION_PRELOAD = /\s*<link rel="(?:modulepreload"|preload"[^>]*as="fetch")[^>]*>/g;

/** Adds the preload links (the entry reads the module ones: main.tsx), then starts the entry. A hidden page
 * paints nothing, so it starts at once; otherwise after the next frame has been drawn. The browser may offer the
 * install before the entry runs (it comes once): it is kept for the entry (install-offer.ts). */
const START = `window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.${EARLY_INSTALL_OFFER} = event;
}, { once: true });
const start = () => {
  document.head.insertAdjacentHTML('beforeend', preloads);
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
  const preloads = [...html.matchAll(HYDRATION_PRELOAD)].map((link) => link[0].trim()).join('');
  const script = `const entry = ${scriptValue(entry[1])};\nconst preloads = ${scriptValue(preloads)};\n${START}`;
  return html
    .replace(HYDRATION_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      (_tag, _src, attributes: string) => `<script type="module"${attributes}>${script}</script>`,
    );
}
