// The rider's frame: header with the brand, language selector and login/account, the page, and a footer.
// The login popup (forms, phone validation, and the query client its calls need) is fetched only when opened.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { UserIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { BrandMark } from '../../features/site/brand-mark';
import { useBrand } from '../../lib/brand-store';
import { useInstallOption } from '../../lib/install-prompt';
import { useToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';
import { LanguagePicker } from '../language-picker';

const RiderLogin = lazy(async () => {
  const [{ QueryScope }, { RiderLoginDialog }] = await Promise.all([
    import('../query-scope'),
    import('../../features/auth/rider-login-dialog'),
  ]);
  return {
    default: ({ onClose }: { onClose: () => void }) => (
      <QueryScope>
        <RiderLoginDialog open onClose={onClose} />
      </QueryScope>
    ),
  };
});

const InstallButton = lazy(() => import('../install-button').then((m) => ({ default: m.InstallButton })));

const AccountMenu = lazy(() => import('../account-menu').then((m) => ({ default: m.AccountMenu })));
const ACCOUNT_MENU_ID = 'account-menu';

export function RiderLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const userToken = useToken('user');
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The button's chunk only once there is something to offer: most visits never load it.
  const installOption = useInstallOption();

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <Link
            to={to(ROUTES.base)}
            className="topbar__brand"
            aria-label={t('common.homeOf', { businessName: brand.businessName })}
          >
            <BrandMark brand={brand} />
          </Link>
          <div className="topbar__actions">
            <LanguagePicker />
            {userToken ? (
              // One button for the account's pages: their links side by side are wider than a phone.
              <div className="account">
                <button
                  type="button"
                  className="button button--ghost button--small account__button"
                  aria-label={t('auth.account')}
                  aria-expanded={menuOpen}
                  aria-controls={menuOpen ? ACCOUNT_MENU_ID : undefined}
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  <UserIcon />
                </button>
                {menuOpen ? (
                  <Suspense fallback={null}>
                    <AccountMenu id={ACCOUNT_MENU_ID} onClose={closeMenu} />
                  </Suspense>
                ) : null}
              </div>
            ) : (
              <button
                type="button"
                className="button button--primary button--small topbar__login"
                onClick={() => setLoginOpen(true)}
              >
                {t('auth.login')}
              </button>
            )}
          </div>
        </div>
      </header>
      {brand.suspended ? (
        <p className="suspension-notice" role="status">
          {t('suspension.riders', { businessName: brand.businessName })}
        </p>
      ) : null}
      <main id="main" className="rider-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), businessName: brand.businessName })}</p>
          {installOption ? (
            <Suspense fallback={null}>
              <InstallButton />
            </Suspense>
          ) : null}
          <nav aria-label={t('footer.label')}>
            <ul className="footer__links">
              <li>
                <Link to={to(ROUTES.userSupport)}>{t('footer.support')}</Link>
              </li>
              <li>
                <Link to={to(ROUTES.contactUs)}>{t('footer.contact')}</Link>
              </li>
              <li>
                <Link to={to(ROUTES.userPrivacyPolicy)}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={to(ROUTES.userTerms)}>{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to={to(ROUTES.travelLogin)}>{t('footer.partners')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      {loginOpen ? (
        <Suspense fallback={null}>
          <RiderLogin onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
