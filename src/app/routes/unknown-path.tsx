// Unknown addresses get the not-found page (spec 2.1), as the server answers them 404. Lazy: the rider home's
// entry, which imports this through the router, carries none of the page.
import { lazy } from 'react';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function UnknownPath() {
  return <NotFoundPage />;
}
