// pages: what the server renders for browsers and crawlers. The PWA's files and first screens rendered with
// React, each page's head (home, ride form, login, legal, driver, blog, city), city pages and popular routes, the
// blog and its drafts, sitemap, robots and security.txt. Owns blog_posts.
import type { RegisterModule } from '../../lib/server-module';
import { blogPageHead } from './blog-page-head';
import { blogRoutes } from './blog-routes';
import { cityPageHead } from './city-page-head';
import { cityPageRoutes } from './city-pages-routes';
import { driverPageHead } from './driver-page-head';
import { homePageHead, rideFormPageHead } from './home-page-head';
import { legalPageHead } from './legal-page-head';
import { loginPageHead } from './login-page-head';
import { unknownPageHead } from './not-found-head';
import { platformPageHead } from './platform-page-head';
import { seoFileRoutes } from './seo-files-routes';
import { staticFilesPlugin } from './static-files-plugin';

export { escapeHtml } from './page-head';

export const register: RegisterModule = async (app, options) => {
  await app.register(cityPageRoutes, { prefix: '/api/v1' });
  await app.register(seoFileRoutes);
  await app.register(blogRoutes, { prefix: '/api/v1' });
  await app.register(staticFilesPlugin, {
    root: options.staticRoot,
    renderPage: options.renderPage,
    pageHeads: [
      unknownPageHead,
      platformPageHead,
      homePageHead,
      rideFormPageHead,
      loginPageHead,
      legalPageHead,
      driverPageHead,
      blogPageHead,
      cityPageHead(app.services.env.ROUTING_URL),
    ],
  });
};
