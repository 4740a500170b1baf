// A server-rendered page is served disabled (`aria-disabled` and no pointer events on `#root`, see main.tsx and
// base.css): a tap or a keystroke before React adopts the served DOM would reach no handler, or be undone when
// the field hydrates. The gate lifts when the route's page has hydrated, not when the root first commits: the
// page sits below lazy chunks and Suspense boundaries that hydrate after the root's shell, and an effect here
// runs only once the boundary holding it has hydrated, page and all.
import { useEffect, type ReactNode } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '../domain/page-render';

export function PageHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    root.removeAttribute('aria-disabled');
  }, []);
  return children;
}
