// The shape of a server module's door (modules/<capability>/index.ts): `register` adds the module's routes,
// plugins and event subscriptions to the app; buildApp calls it once per module.
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../domain/page-render';

/** What buildApp was given that only some modules read (the served PWA, by `pages`). */
export interface ModuleOptions {
  staticRoot?: string | undefined;
  renderPage?: PageRenderer | undefined;
}

export type RegisterModule = (app: FastifyInstance, options: ModuleOptions) => Promise<void>;
