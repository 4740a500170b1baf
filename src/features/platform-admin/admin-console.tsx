// The platform owner's console at /admin: the sign-in when signed out; signed in, the partners' list, a partner's
// page and the platform's revenue, under a header with the navigation and sign-out.
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useParams } from 'react-router';
import { AdminSignIn } from './admin-sign-in';
import { useAdminLogout, useAdminMe } from './admin-session';
import { PartnerPage } from './partner-page';
import { PartnersList } from './partners-list';
import { RevenuePage } from './revenue-page';
import './platform-admin.css';

export const ADMIN_BASE = '/admin';

/** The screen of the path the router matched (`/admin`, `/admin/partners/:tenantId`, `/admin/revenue`). */
function AdminScreen() {
  const { tenantId } = useParams();
  const { pathname } = useLocation();
  if (tenantId) return <PartnerPage tenantId={tenantId} />;
  return pathname.endsWith('/revenue') ? <RevenuePage /> : <PartnersList />;
}

export function AdminConsole() {
  const { t } = useTranslation();
  const { token, me } = useAdminMe();
  const logout = useAdminLogout();
  if (!token || me.isError) return <AdminSignIn />;
  return (
    <div className="admin-console">
      <title>{t('platformAdmin.title')}</title>
      <header className="admin-header">
        <strong>{t('platformAdmin.title')}</strong>
        <nav className="admin-nav" aria-label={t('platformAdmin.title')}>
          <NavLink to={ADMIN_BASE} end>
            {t('platformAdmin.nav.partners')}
          </NavLink>
          <NavLink to={`${ADMIN_BASE}/revenue`}>{t('platformAdmin.nav.revenue')}</NavLink>
        </nav>
        <span className="admin-header__who">{me.data?.email}</span>
        <button type="button" className="button button--ghost" onClick={() => logout.mutate()}>
          {t('platformAdmin.signOut')}
        </button>
      </header>
      <main id="main" className="admin-main">
        <AdminScreen />
      </main>
    </div>
  );
}
