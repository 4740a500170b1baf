// `npm run bench -- modules`: the server's import graph by capability. Counts the imports that cross a module
// boundary (and how many of them go through the module's index.ts), the imports against the written order
// (eslint.config.js SERVER_MODULE_ORDER), infrastructure importing a module, the circles (type-only imports
// included) and each module's size in lines. Files still in their pre-module places (services/, routes/,
// plugins/, realtime/) are counted in the module MOVED_TO sends them to, so the figures compare before and after.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { circles, importGraph } from '../../eslint-local/server-import-graph.js';

const SERVER = resolve('src/server');

/** The written order of the server modules, read from eslint.config.js where the lint rule is made from it. */
const SERVER_MODULE_ORDER = [
  .../SERVER_MODULE_ORDER = \[([^\]]*)\]/
    .exec(readFileSync('eslint.config.js', 'utf8'))![1]!
    .matchAll(/'([a-z-]+)'/g),
].map((match) => match[1]!);

/** Where the regrouping (issue 25) took each file that left services/, routes/, plugins/ and realtime/. */
export const MOVED_TO: Record<string, string> = Object.fromEntries(
  (
    [
      ['lib', 'services/same-bytes services/keyed-queue services/read-through-cache services/html-sanitiser'],
      [
        'lib',
        'services/idempotency routes/idempotent-reply:idempotent-reply services/tenants services/sessions',
      ],
      ['lib', 'services/llm-client services/housekeeping services/translator'],
      ['.', 'services/shared-caches'],
      ['sms', 'services/whatsapp-cloud'],
      ['modules/auth', 'services/auth services/one-time-codes services/server-keys services/partner-signup'],
      ['modules/auth', 'routes/auth:auth-routes'],
      [
        'modules/partners',
        'services/partner-settings services/domain-check services/staff services/rate-cards',
      ],
      ['modules/partners', 'services/manifest services/legal-pages'],
      [
        'modules/partners',
        'routes/partner-settings routes/partner-staff routes/config routes/apps routes/legal',
      ],
      ['modules/places', 'services/places services/geocoder routes/places'],
      ['modules/media', 'services/media routes/media'],
      [
        'modules/riders',
        'services/rider-profile services/rider-messages services/rider-texts services/customers',
      ],
      ['modules/riders', 'services/leads services/support services/contact services/visits'],
      ['modules/riders', 'routes/rider-profile routes/partner-customers routes/leads routes/support'],
      ['modules/riders', 'routes/contact routes/visits'],
      ['modules/money', 'services/payments services/checkout-hash services/refunds services/gateway-refund'],
      ['modules/money', 'services/wallet services/statements services/statement-files services/invoices'],
      ['modules/money', 'services/invoice-pdf services/invoice-mail services/fee-ledger services/pdf-text'],
      ['modules/money', 'services/woff-to-sfnt'],
      ['modules/money', 'routes/payments routes/partner-refunds routes/invoices routes/wallet-statements'],
      ['modules/booking', 'services/quotes services/quote-tokens services/bookings services/caller-booking'],
      ['modules/booking', 'services/routing services/ride-summary routes/booking routes/caller-booking'],
      ['modules/drivers', 'services/driver-app services/driver-documents services/fleet'],
      ['modules/drivers', 'routes/driver-documents routes/partner-fleet plugins/document-reminders'],
      ['modules/rides', 'services/partner-rides services/ride-actions services/dispatch services/ratings'],
      [
        'modules/rides',
        'services/cancellation-fees services/ride-safety services/tracking services/rider-rides',
      ],
      ['modules/rides', 'services/driver-actions realtime/ride-news plugins/dispatcher'],
      ['modules/rides', 'routes/partner-rides routes/cancellations routes/ride-safety routes/tracking'],
      ['modules/rides', 'routes/records routes/driver'],
      [
        'modules/pages',
        'services/page-head services/page-language services/page-modules services/page-renderer',
      ],
      ['modules/pages', 'services/shell-template services/scripts-after-paint'],
      ['modules/pages', 'services/home-page-head services/login-page-head services/legal-page-head'],
      ['modules/pages', 'services/driver-page-head services/blog-page-head services/city-page-head'],
      [
        'modules/pages',
        'services/city-page-html services/city-pages services/blog-posts services/blog-drafts',
      ],
      ['modules/pages', 'services/sitemap services/security-txt services/popular-routes'],
      ['modules/pages', 'routes/blog routes/city-pages routes/seo-files plugins/static-files'],
      ['modules/assistants', 'services/agent services/partner-agent services/partner-agent-lookup'],
      ['modules/assistants', 'services/whatsapp routes/agent routes/whatsapp realtime/partner-chat'],
      ['modules/assistants', 'plugins/socket'],
      ['modules/integrations', 'services/webhooks services/openapi services/api-docs-page'],
      ['modules/integrations', 'routes/partner-webhooks routes/api-docs plugins/webhook-sender'],
    ] as const
  ).flatMap(([folder, files]) =>
    files.split(' ').map((entry) => {
      const [from, name] = entry.split(':') as [string, string | undefined];
      const base = from.split('/')[1]!;
      const suffix = from.startsWith('routes/') ? '-routes' : from.startsWith('plugins/') ? '-plugin' : '';
      const target = name ?? (base.endsWith(suffix) ? base : `${base}${suffix}`);
      return [`${from}.ts`, `${folder}/${target}.ts`];
    }),
  ),
);

const INFRASTRUCTURE = 'infrastructure';

/** The module a server file belongs to (by where it is, or where the regrouping takes it). */
export function moduleOf(path: string): string {
  const place = MOVED_TO[path] ?? path;
  const match = /^modules\/([^/]+)\//.exec(place);
  return match ? match[1]! : INFRASTRUCTURE;
}

export function moduleFigures() {
  const graph = importGraph(SERVER);
  const name = (file: string) => relative(SERVER, file);
  const rank = (module: string) => SERVER_MODULE_ORDER.indexOf(module);
  const crossing: { from: string; to: string; viaIndex: boolean; againstOrder: boolean }[] = [];
  for (const [file, targets] of graph)
    for (const target of targets) {
      const [fromModule, toModule] = [moduleOf(name(file)), moduleOf(name(target))];
      if (fromModule === toModule || toModule === INFRASTRUCTURE) continue;
      const composition = /^(app|shared-caches)\.ts$/.test(
        MOVED_TO[name(file)]?.replace(/^\.\//, '') ?? name(file),
      );
      crossing.push({
        from: name(file),
        to: name(target),
        viaIndex: /^modules\/[^/]+\/index\.ts$/.test(name(target)),
        againstOrder: !composition && (fromModule === INFRASTRUCTURE || rank(toModule) >= rank(fromModule)),
      });
    }
  const lines = new Map<string, number>();
  for (const file of graph.keys()) {
    const module = moduleOf(name(file));
    lines.set(module, (lines.get(module) ?? 0) + readFileSync(file, 'utf8').split('\n').length);
  }
  return { crossing, circles: circles(graph).map((circle) => circle.map(name)), lines };
}

if (process.argv[1]?.endsWith('server-modules.ts') || process.argv.includes('modules')) {
  const { crossing, circles: found, lines } = moduleFigures();
  const pairs = new Set(crossing.map((edge) => `${moduleOf(edge.from)}>${moduleOf(edge.to)}`));
  console.log('\nServer imports by module (module order:', SERVER_MODULE_ORDER.join(' < '), ')');
  console.log('imports crossing a module boundary'.padEnd(48), crossing.length);
  console.log('  of them through the module index.ts'.padEnd(48), crossing.filter((e) => e.viaIndex).length);
  console.log(
    '  against the module order or from infrastructure'.padEnd(48),
    crossing.filter((e) => e.againstOrder).length,
  );
  console.log('module pairs with an import'.padEnd(48), pairs.size);
  for (const edge of crossing.filter((e) => e.againstOrder))
    console.log('   against:', edge.from, '->', edge.to);
  console.log('circles (type-only imports included)'.padEnd(48), found.length);
  for (const circle of found) console.log('  ', circle.join(' -> '));
  console.log('lines per module');
  for (const [module, count] of [...lines].sort((a, b) => b[1] - a[1]))
    console.log('  ', module.padEnd(16), count);
}
