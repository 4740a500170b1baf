// user/profile: the rider's account, composed from the features that own each part: name, e-mail and language
// (account), the phone with a code to the new number (auth), the emergency contact, saved places picked with the
// place search (places), download my data and delete my account, and log out.
import '../styles/console.css';
import '../../features/account/account.css';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLanguage } from '../../domain/routes';
import { ROUTES } from '../../domain/routes';
import { AccountData } from '../../features/account/account-data';
import { profileQueryOptions, useEmergencyContact, useProfile } from '../../features/account/account-queries';
import { EmergencyContactForm } from '../../features/account/emergency-contact-form';
import { ProfileDetails } from '../../features/account/profile-details';
import { SavedPlaces } from '../../features/account/saved-places';
import { ChangePhone } from '../../features/auth/change-phone';
import { logout, logoutEverywhere } from '../../features/auth/logout';
import { PlaceSearchField } from '../../features/places/place-search-field';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { useLocalePath } from '../../lib/use-locale-path';
import { useSwitchLanguage } from '../language-picker';
import { RiderSignInGate } from './rider-sign-in-gate';

function Account() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switchLanguage = useSwitchLanguage();
  const profile = useProfile();
  const contact = useEmergencyContact();
  const current = i18n.resolvedLanguage ?? i18n.language;

  async function signOut(everywhere = false) {
    if (everywhere) {
      // Only once the server has ended every session; offline, this device stays signed in and says why.
      const ended = await logoutEverywhere('user').then(
        () => true,
        () => false,
      );
      if (!ended) return window.alert(t('auth.logoutEverywhereFailed'));
    } else await logout('user');
    queryClient.removeQueries({ queryKey: ['rider'] });
    navigate(to(ROUTES.base));
  }

  if (profile.error) return <p role="alert">{describeError(profile.error, t)}</p>;
  if (!profile.data) return <p role="status">{t('profile.loading')}</p>;
  return (
    <div className="account">
      <ProfileDetails
        profile={profile.data}
        currentLanguage={isLanguage(current) ? current : 'en'}
        onLanguage={switchLanguage}
      />
      <ChangePhone
        current={profile.data.phone}
        onChanged={(next) => queryClient.setQueryData(profileQueryOptions().queryKey, next)}
      />
      {contact.data ? <EmergencyContactForm saved={contact.data.emergencyContact} /> : null}
      <SavedPlaces
        places={profile.data.savedPlaces}
        renderPlaceField={(field) => <PlaceSearchField {...field} country={brand.countryCode} />}
      />
      <AccountData onDeleted={() => void signOut()} />
      <div className="account__sign-out">
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('auth.logout')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void signOut(true)}>
          {t('auth.logoutEverywhere')}
        </button>
      </div>
    </div>
  );
}

export function UserProfilePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('screens.userProfile');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <RiderSignInGate message={t('profile.signedOut')}>
        <Account />
      </RiderSignInGate>
    </div>
  );
}
