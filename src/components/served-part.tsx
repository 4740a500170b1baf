// A part of a served page with nothing to answer (text, figures, plain links) is left as the server's HTML when the
// page hydrates: its components never run in the browser, which on a city page spares a mid-tier phone tens of
// milliseconds of unbroken main-thread work (every fare formatted again only to find the same text); its links are
// followed inside the app all the same. React adopts
// an element whose content it is told to set as HTML without reading or changing that content, so the part is
// that element, its content the served one. When what the part shows changes (the `deps`: the language, the
// brand, the data), React draws it afresh in a new element; on a page the app drew itself (a navigation inside
// it), it is drawn at once.
import { memo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SERVER_RENDERED_ATTRIBUTE } from '../domain/page-render';

/** The served content, as it is: never compared, never written (a constant, so no update ever sets it). */
const SERVED_CONTENT = { __html: '' };

/** Whether the browser is adopting a served page right now: the mark leaves `#root` once the page has hydrated. */
function hydratingServedPage(): boolean {
  return (
    typeof document !== 'undefined' &&
    !!document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
  );
}

/** A served link inside the app, as its `<Link>` would have followed it had it hydrated: the other page is drawn
 * by the app instead of loaded again. A click the browser should handle (another tab, a download, another
 * site) is left to it. */
function followInApp(
  event: MouseEvent,
  navigate: (to: string) => void,
  onAction: ((action: string) => void) | undefined,
): void {
  const target = event.target instanceof Element ? event.target : null;
  const action = target?.closest<HTMLElement>('[data-served-action]')?.dataset.servedAction;
  if (action !== undefined && onAction) {
    event.preventDefault();
    onAction(action);
    return;
  }
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

interface ServedPartProps {
  /** Everything the part shows that can change while the page is open; a change draws it again. */
  deps: readonly unknown[];
  /** What a press of an element marked `data-served-action` does while the part is the served HTML (its own
   * handler when React drew it). Taken as the part was first drawn: pass one that stays right, such as one that
   * only sets state. */
  onAction?: (action: string) => void;
  children: ReactNode;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((dep, i) => Object.is(dep, b[i]));

function ServedPartElement({ deps, onAction, children }: ServedPartProps) {
  const [served] = useState(hydratingServedPage);
  const drawn = useRef({ deps, generation: 0 });
  if (!sameDeps(drawn.current.deps, deps)) drawn.current = { deps, generation: drawn.current.generation + 1 };
  const { generation } = drawn.current;
  const navigate = useNavigate();
  if (served && generation === 0)
    return (
      <div
        className="served-part"
        dangerouslySetInnerHTML={SERVED_CONTENT}
        suppressHydrationWarning
        onClick={(event) => followInApp(event, navigate, onAction)}
      />
    );
  return (
    <div key={generation} className="served-part">
      {children}
    </div>
  );
}

/** Renders again only when `deps` change: a parent's other updates (a sheet opening) leave the part alone. */
export const ServedPart = memo(ServedPartElement, (before, after) => sameDeps(before.deps, after.deps));
