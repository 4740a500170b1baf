// The element above every page: applies the brand's theme, puts the page in the right language on every
// navigation (URL prefix, then saved choice, then the brand's default), catches route errors, shows a loader
// while a layout's chunk arrives, opens each new page at its top, and hosts the update prompt.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { splitLocalePath } from '../domain/routes';
import { PageLoader } from '../components/page-loader';
import { applyBrandTheme } from '../features/site/brand-theme';
import { useBrand } from '../lib/brand-store';
import { applyLocale, resolveLocale } from '../lib/locale';
import { afterPageHydrated } from './page-hydrated';
import { RouteErrorBoundary } from './route-error-boundary';
import { useTopOfPageOnNavigation } from './top-of-page';
import { UpdatePrompt } from './update-prompt';

export function RootShell() {
  const { pathname } = useLocation();
  const brand = useBrand();
  useTopOfPageOnNavigation();

  useEffect(() => applyBrandTheme(brand), [brand]);

  // A served page is in the language on its address; a saved choice of another applies once it has hydrated.
  useEffect(
    () =>
      afterPageHydrated(() => {
        const { prefix } = splitLocalePath(pathname);
        const fallback = { country: brand.countryCode, language: brand.defaultLanguage };
        applyLocale(resolveLocale(pathname, fallback), pathname, prefix !== null, brand.languages);
      }),
    [pathname, brand.countryCode, brand.defaultLanguage, brand.languages],
  );

  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
