// verify/phone (spec 2.4): the verify-phone popup over the site: a picture, the phone login with its texted
// code, and on success a `PhoneVerificationCompleted` event on the window (for the partner's tag manager or
// pixel), then the base route; closing also goes to the base route. Already signed in, there is nothing to do.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ShieldIcon } from '../../components/screen-icons';
import { ROUTES } from '../../domain/routes';
import { RiderLoginDialog } from '../../features/auth/rider-login-dialog';
import { useBrand } from '../../lib/brand-store';
import { useToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';

export const PHONE_VERIFIED_EVENT = 'PhoneVerificationCompleted';

export function VerifyPhonePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const navigate = useNavigate();
  const signedIn = Boolean(useToken('user'));
  // Signed in on arrival there is nothing to verify; signed in here, the phone was just verified.
  const [signedInOnArrival] = useState(signedIn);
  const title = t('screens.verifyPhone');
  const home = () => navigate(to(ROUTES.base), { replace: true });
  useEffect(() => {
    if (signedIn && !signedInOnArrival) window.dispatchEvent(new CustomEvent(PHONE_VERIFIED_EVENT));
  }, [signedIn, signedInOnArrival]);
  if (signedIn) return <Navigate to={to(ROUTES.base)} replace />;
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <RiderLoginDialog
        open
        title={title}
        illustration={
          <div className="verify-phone__art" aria-hidden="true">
            <ShieldIcon />
          </div>
        }
        onClose={home}
      />
    </div>
  );
}
