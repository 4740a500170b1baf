// Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
// and any unknown page path answered with the shell, its head rendered for the tenant and the page, so the
// client router takes over and crawlers still read titles, alternates and structured data. Kinds of page with
// content of their own (cities, blog posts) plug in a PageHeadResolver; the first that knows the path wins. A
// head may ask for the app's server render (page-renderer.ts), which then fills `#root`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../../plugins/errors';
import { requestOrigin } from '../../plugins/tenant';
import { manifestRoute } from '../partners';
import type { PageRenderer } from '../../../domain/page-render';
import { splitLocalePath } from '../../../domain/routes';
import { renderShell, type PageContext, type PageHead, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { pageSources, readPagePreloads } from './page-modules';
import { SERVER_ENTRY_DIR, loadPageRenderer, renderAppHtml } from './page-renderer';
import { readShellTemplate } from './shell-template';

const NEVER_SHELL = /^\/(api|socket\.io)(\/|$)|\.[a-z0-9]{2,5}$/i;

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return request.method === 'GET' && !NEVER_SHELL.test(path);
}

async function resolveHead(
  app: FastifyInstance,
  request: FastifyRequest,
  page: PageContext & { search: string },
  resolvers: readonly PageHeadResolver[],
): Promise<PageHead | undefined> {
  const tenant = request.tenant;
  if (!tenant) return undefined;
  const tenantPage = { ...page, tenant, ...splitLocalePath(page.pathname) };
  try {
    for (const resolve of resolvers) {
      const head = await resolve(app.services.db, tenantPage);
      if (head) return head;
    }
  } catch (err) {
    // The generic head still serves the page; the app fetches the content itself.
    request.log.error({ err }, 'page head failed');
  }
  return undefined;
}

/** The page is made per request, so it is compressed per request: brotli at a fast level, else gzip. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

interface StaticFilesOptions {
  root: string | undefined;
  pageHeads?: readonly PageHeadResolver[];
  /** The app's server render; by default the one the build wrote under the root, if any. */
  renderPage?: PageRenderer;
}

export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: StaticFilesOptions) => {
  await app.register(manifestRoute);
  const root = opts.root && existsSync(join(opts.root, 'index.html')) ? resolve(opts.root) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // The build writes .br and .gz twins of every script, style and translation file.
      preCompressed: true,
      // The server entry is the server's, not a file for browsers.
      allowedPath: (path) => !path.startsWith(`/${SERVER_ENTRY_DIR}/`),
      setHeaders(res, filePath) {
        if (filePath.includes(`${join(root, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const shell = root ? readShellTemplate(root) : null;
  const preloads = root ? readPagePreloads(root) : null;
  const renderPage = opts.renderPage ?? (root ? await loadPageRenderer(root) : undefined);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (shell && wantsPage(request)) {
      const origin = requestOrigin(request);
      const [pathname = '/', search = ''] = request.url.split('?');
      const page = { brand: request.brand, origin, pathname };
      const head = await resolveHead(app, request, { ...page, search }, opts.pageHeads ?? []);
      reply
        .status(head?.status ?? 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      const { prefix, rest } = splitLocalePath(pathname);
      const { language } = pageLocale(rest, page.brand, prefix);
      const appHtml = await renderAppHtml(
        renderPage,
        { location: request.url, brand: page.brand, language, head },
        request.log,
      );
      const modules = preloads?.linksFor(pageSources(rest));
      const html = renderShell(shell, page, head, modules, request.cspNonce, appHtml);
      return sendCompressed(request, reply, html);
    }
    return notFound(reply, `${request.method} ${request.url.split('?')[0]}`);
  });
});
