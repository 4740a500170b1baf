// The travel partner login page: the auth feature's form on the brand's own page; signing in lands on the
// partner home of this site (same origin, so no hop to the stored domain is needed).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { PartnerLogin } from '../../features/auth/partner-login';
import { useBrand } from '../../lib/brand-store';
import { useLocalePath } from '../../lib/use-locale-path';
import { LanguagePicker } from '../language-picker';

export function TravelLogin() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <div className="auth-page">
      <title>
        {t('common.documentTitle', { page: t('auth.partner.title'), businessName: brand.businessName })}
      </title>
      <div className="auth-page__top">
        <LanguagePicker />
      </div>
      <main id="main" className="auth-page__main">
        <PartnerLogin
          businessName={brand.businessName}
          logoUrl={brand.logoUrl}
          onSignedIn={() => navigate(to(ROUTES.travelHome), { replace: true })}
        />
      </main>
    </div>
  );
}
