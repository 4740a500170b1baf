// Partner sign-up and the campaign landings (spec 2.4): a landing text, and the sign-up form in the bottom card
// (desktop) or draggable sheet (phones). A verified code continues on the partner's address (their instant
// `{slug}.{platform domain}` one, or the site the e-mail already owns), same protocol and port, in the setup wizard
// (the rides of a site that already existed), with the new session handed over in the address fragment.
import type { CountryCode } from 'libphonenumber-js/min';
import { useTranslation } from 'react-i18next';
import { ROUTES, localePath } from '../../domain/routes';
import { DraggableSheet } from '../../components/draggable-sheet';
import { CommissionNotice } from '../../features/auth/commission-notice';
import { PartnerSignupForm, type SignedUp } from '../../features/auth/partner-signup-form';
import { useBrand } from '../../lib/brand-store';
import { handoverUrl } from '../../lib/session';
import { useLocalePrefix } from '../../lib/use-locale-path';

export type SignupVariant = 'signup' | 'driverApp' | 'airportShuttle' | 'attachVehicles';

const PREFERRED: Record<SignupVariant, readonly CountryCode[]> = {
  signup: ['IN', 'US'],
  driverApp: ['IN', 'US', 'GB'],
  airportShuttle: ['IN', 'US'],
  attachVehicles: ['IN', 'US', 'GB'],
};
const COUNTRY_BY_BRAND: Record<string, CountryCode> = {
  in: 'IN',
  us: 'US',
  uk: 'GB',
  ae: 'AE',
  qa: 'QA',
  sa: 'SA',
};

export function SignupLanding({ variant }: { variant: SignupVariant }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const prefix = useLocalePrefix();
  const title = t(`signup.${variant}.title`);

  function continueOnDomain({ token, domain, existing }: SignedUp) {
    const target = handoverUrl(
      new URL(window.location.href),
      domain,
      localePath(existing ? ROUTES.travelRides : ROUTES.travelSetup, prefix),
      token,
    );
    window.location.assign(target);
  }

  return (
    <div className="signup-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <section className="signup-hero">
        <p className="signup-hero__eyebrow">{t('signup.eyebrow')}</p>
        <h1 className="signup-hero__title">{title}</h1>
        <p className="signup-hero__subtitle">
          {t(`signup.${variant}.subtitle`, { businessName: brand.businessName })}
        </p>
        <ul className="signup-hero__points">
          <li>{t('signup.points.launch')}</li>
        </ul>
        <CommissionNotice />
      </section>
      <DraggableSheet label={t('signup.formLabel')} handleLabel={t('signup.handle')}>
        <PartnerSignupForm
          phoneRequired={variant !== 'signup'}
          preferredCountries={PREFERRED[variant]}
          defaultCountry={COUNTRY_BY_BRAND[brand.countryCode] ?? 'IN'}
          onSignedUp={continueOnDomain}
        />
      </DraggableSheet>
    </div>
  );
}
