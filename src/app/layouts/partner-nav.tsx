// The partner's navigation (spec 2.3): the sidebar keys on large screens, the same list as a drawer on phones
// (where Home is the logo), with the language selector and sign-out at its foot.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ROUTES, type RouteKey } from '../../domain/routes';
import {
  AppsIcon,
  BuildingIcon,
  CarIcon,
  ClockIcon,
  FormIcon,
  HelpIcon,
  HomeIcon,
  LogoutIcon,
  RidesIcon,
  SparkIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/icons';
import { useLocalePath } from '../../lib/use-locale-path';
import { LanguagePicker } from '../language-picker';
import { InstallButton } from '../install-button';

interface NavItem {
  key:
    | 'home'
    | 'travelRides'
    | 'agent'
    | 'vehicles'
    | 'drivers'
    | 'travelAgencies'
    | 'travelWallet'
    | 'travelApps'
    | 'customers'
    | 'events'
    | 'blogCreate'
    | 'userSupport';
  route: RouteKey;
  icon: ReactNode;
}

const ITEMS: readonly NavItem[] = [
  { key: 'home', route: 'travelHome', icon: <HomeIcon /> },
  { key: 'travelRides', route: 'travelRides', icon: <RidesIcon /> },
  { key: 'agent', route: 'travelAiAgent', icon: <SparkIcon /> },
  { key: 'vehicles', route: 'vehicles', icon: <CarIcon /> },
  { key: 'drivers', route: 'drivers', icon: <UsersIcon /> },
  { key: 'travelAgencies', route: 'agencies', icon: <BuildingIcon /> },
  { key: 'travelWallet', route: 'travelWallet', icon: <WalletIcon /> },
  { key: 'travelApps', route: 'travelApps', icon: <AppsIcon /> },
  { key: 'customers', route: 'customers', icon: <UserIcon /> },
  { key: 'events', route: 'events', icon: <ClockIcon /> },
  { key: 'blogCreate', route: 'blogCreate', icon: <FormIcon /> },
  { key: 'userSupport', route: 'userSupport', icon: <HelpIcon /> },
];

interface PartnerNavProps {
  id: string;
  open: boolean;
  signedIn: boolean;
  signingOut: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
}

export function PartnerNav({ id, open, signedIn, signingOut, onNavigate, onSignOut }: PartnerNavProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <nav id={id} className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('partner.nav.label')}>
      <ul className="sidebar__list">
        {ITEMS.map((item) => (
          <li key={item.key} className={item.key === 'home' ? 'sidebar__item--wide' : undefined}>
            <NavLink to={to(ROUTES[item.route])} className="sidebar__link" onClick={onNavigate}>
              {item.icon}
              <span>{t(`partner.nav.${item.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="sidebar__footer">
        <LanguagePicker className="sidebar__language" />
        <InstallButton className="sidebar__link" />
        {signedIn ? (
          <button
            type="button"
            className="sidebar__link sidebar__logout"
            disabled={signingOut}
            onClick={onSignOut}
          >
            <LogoutIcon />
            <span>{t('auth.logout')}</span>
          </button>
        ) : (
          <Link to={to(ROUTES.travelLogin)} className="sidebar__link" onClick={onNavigate}>
            <LogoutIcon />
            <span>{t('auth.login')}</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
