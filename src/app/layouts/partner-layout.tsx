// The partner's frame (spec 2.3): fixed header, sidebar on screens from 768px, a drawer behind the menu button
// on phones; signing out ends the business session on the server and returns to the travel login. The sign-out
// code is fetched when used: the auth contracts carry phone validation that partner pages do not otherwise need.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { CloseIcon } from '../../components/icons';
import { MenuIcon } from '../../components/screen-icons';
import { PageLoader } from '../../components/page-loader';
import { RideAlerts } from '../../features/rides/ride-alerts';
import { BrandMark } from '../../features/site/brand-mark';
import { useBrand } from '../../lib/brand-store';
import { ApiRequestError } from '../../lib/api-client';
import { clearToken, useToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';
import { countUnsent, flushOutbox } from '../../lib/offline/outbox';
import { LanguagePicker } from '../language-picker';
import { OfflineStatus, useOutboxSender } from '../offline-status';
import { PartnerNav } from './partner-nav';
import '../styles/console.css';

const NAV_ID = 'partner-nav';

export function PartnerLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const navigate = useNavigate();
  const businessToken = useToken('business');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  useEndExpiredSession();
  useOutboxSender();

  async function signOut() {
    setSigningOut(true);
    const { pending } = await flushOutbox({ ignoreBackoff: true }).then(() => countUnsent());
    if (pending > 0 && !window.confirm(t('offline.signOutPending', { count: pending }))) {
      setSigningOut(false);
      return;
    }
    const { logout } = await import('../../features/auth/logout');
    await logout('business');
    setSigningOut(false);
    setDrawerOpen(false);
    navigate(to(ROUTES.travelLogin), { replace: true });
  }

  async function signOutEverywhere() {
    setSigningOut(true);
    const { logoutEverywhere } = await import('../../features/auth/logout');
    try {
      await logoutEverywhere('business');
      setDrawerOpen(false);
      navigate(to(ROUTES.travelLogin), { replace: true });
    } catch {
      window.alert(t('auth.logoutEverywhereFailed'));
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="app app--partner">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="topbar topbar--fixed">
        <div className="topbar__inner topbar__inner--wide">
          <button
            type="button"
            className="icon-button topbar__menu"
            aria-label={drawerOpen ? t('partner.nav.close') : t('partner.nav.open')}
            aria-expanded={drawerOpen}
            aria-controls={NAV_ID}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <Link
            to={to(ROUTES.travelHome)}
            className="topbar__brand"
            aria-label={t('common.homeOf', { businessName: brand.businessName })}
          >
            <BrandMark brand={brand} />
          </Link>
          <div className="topbar__actions hide-mobile">
            <LanguagePicker />
          </div>
        </div>
      </header>
      <div className="partner-body">
        <PartnerNav
          id={NAV_ID}
          open={drawerOpen}
          signedIn={businessToken !== null}
          signingOut={signingOut}
          onNavigate={() => setDrawerOpen(false)}
          onSignOut={() => void signOut()}
          onSignOutEverywhere={() => void signOutEverywhere()}
        />
        {drawerOpen ? (
          <div className="scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
        ) : null}
        <main id="main" className="partner-main">
          {brand.suspended ? (
            <p className="suspension-notice" role="status">
              {t('suspension.staff', { businessName: brand.businessName })}
            </p>
          ) : null}
          {businessToken ? <OfflineStatus /> : null}
          {businessToken ? <RideAlerts /> : null}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** A partner call answered 401 means the business session ended (expired, revoked, or from another site):
 * forget it, and the session guard sends the partner to the travel login. */
function useEndExpiredSession() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.query.queryKey[0] !== 'partner' || !(error instanceof ApiRequestError)) return;
        if (error.status === 401) clearToken('business');
      }),
    [queryClient],
  );
}
