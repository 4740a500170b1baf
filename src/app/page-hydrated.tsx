// A server-rendered page is served disabled (`aria-disabled` and no pointer events on `#root`, see main.tsx and
// base.css): a tap or a keystroke before React adopts the served DOM would reach no handler, or be undone when
// the field hydrates. The gate lifts when the route's page has hydrated, not when the root first commits: the
// page sits below lazy chunks and Suspense boundaries that hydrate after the root's shell, and an effect here
// runs only once the boundary holding it has hydrated, page and all.
import { useEffect, type ReactNode } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '../domain/page-render';

const waitingForHydration = new Set<() => void>();

/** Runs `then` once the served page has hydrated, or at once on a page the browser drew; the answer cancels it.
 * What changes the page's text (a saved language) must wait: the shell's effects run before the page below its
 * Suspense boundary hydrates, which would then meet text other than the served text. */
export function afterPageHydrated(then: () => void): () => void {
  if (!document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    then();
    return () => undefined;
  }
  waitingForHydration.add(then);
  return () => waitingForHydration.delete(then);
}

export function PageHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    root.removeAttribute('aria-disabled');
    const waiting = [...waitingForHydration];
    waitingForHydration.clear();
    for (const then of waiting) then();
  }, []);
  return children;
}
