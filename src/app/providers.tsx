// The app's providers in one place: i18next, and the router under a Suspense boundary for the moment translations
// or the first brand are still on their way. Navigations are not transitions, so a page whose chunk is loading
// shows its loader at once instead of leaving the previous page on screen without a sign.
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useBrandLoaded } from '../lib/brand-store';
import { i18n } from '../lib/i18n';
import { AppRoutes } from './router';

function BrandLoaded({ children }: { children: ReactNode }) {
  useBrandLoaded();
  return children;
}

export function Providers() {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<PageLoader />}>
        <BrowserRouter useTransitions={false}>
          <BrandLoaded>
            <AppRoutes />
          </BrandLoaded>
        </BrowserRouter>
      </Suspense>
    </I18nextProvider>
  );
}
