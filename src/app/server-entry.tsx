// The app's server entry (built apart by `vite build --ssr` into dist/server): renders a page's first screen with
// the same tree the browser hydrates, at the request's address, in its tenant's brand and language, from the
// answers the page also carries inline. Prerendering waits for the page's lazy chunks, so the HTML holds the
// page itself rather than its loaders. Each render has its own brand, answers and query client (lib/server-page),
// kept apart from other requests' by AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderer } from '../domain/page-render';
import { setServerPageSource, type ServerPage } from '../lib/server-page';
import { Providers } from './providers';

/** What React puts before a partial tree's HTML: the page's <title> and the preloads of its images. The served
 * head already says both, and the browser hoists the app's own into the head, so they stay out of `#root`. */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/;

/** A boundary React left pending (`<!--$?-->`) or to the browser (`<!--$!-->`), or a script to finish one. */
const UNFINISHED = /<!--\$[?!]-->|<script/;

const pages = new AsyncLocalStorage<ServerPage>();
setServerPageSource(() => pages.getStore());

export const renderPage: PageRenderer = ({ location, brand, i18n, responses }) => {
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  }
  // Queries fetch nothing while rendering: one without a served answer renders as pending, as the browser's
  // first render of it does.
  const queryClient = new QueryClient();
  return pages.run({ brand, responses, queryClient }, async () => {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(<Providers i18n={i18n} Router={Router} />, {
      // Every boundary inline, however large: the page is sent whole, and outlined parts would need React's
      // inline scripts (which the Content-Security-Policy refuses) to be put in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    const html = await text(prelude as Readable);
    // A part that failed, or one still pending, would be finished by the browser: serve no half-rendered page.
    if (errors.length) throw errors[0];
    if (UNFINISHED.test(html)) throw new Error(`The render of ${location} left a part unfinished`);
    return html.replace(LEADING_HOISTABLES, '');
  });
};
