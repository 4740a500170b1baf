// The app's providers in one place: i18next, and the router under a Suspense boundary for the moment translations
// or the first brand are still on their way. The browser routes by its address bar; the server renders the same
// tree at the request's address (server-entry.tsx), so a page it rendered hydrates without drawing anything twice.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useBrandLoaded } from '../lib/brand-store';
import { AppRoutes } from './router';

function BrandLoaded({ children }: { children: ReactNode }) {
  useBrandLoaded();
  return children;
}

/** Navigations are not transitions, so a page whose chunk is loading shows its loader at once instead of leaving
 * the previous page on screen without a sign. */
export function BrowserRouting({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

interface ProvidersProps {
  i18n: I18n;
  Router: ComponentType<{ children: ReactNode }>;
}

export function Providers({ i18n, Router }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<PageLoader />}>
        <Router>
          <BrandLoaded>
            <AppRoutes />
          </BrandLoaded>
        </Router>
      </Suspense>
    </I18nextProvider>
  );
}
