// The minimal React page's client entry, built at bench time (ceiling-server.ts): hydrates the served HTML.
import { hydrateRoot } from 'react-dom/client';
import { MinimalApp } from './minimal-app';

hydrateRoot(document.getElementById('root')!, <MinimalApp />, {
  // A mismatch would make React render afresh, and the ceiling would no longer be a hydration's.
  onRecoverableError: () => {
    document.documentElement.dataset.hydrationError = 'true';
  },
});
