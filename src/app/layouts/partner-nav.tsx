// The partner's navigation (spec 2.3): the sidebar keys on large screens, the same list as a drawer on phones
// (where Home is the logo), with the language selector, the dispatcher's notifications switch and sign-out at its
// foot. Each item belongs to an area of the console, and a role that may not use the area does not see it.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { PartnerArea } from '../../domain/partners/partner-staff';
import { ROUTES, type RouteKey } from '../../domain/routes';
import { FormIcon, GlobeIcon, SparkIcon, StarIcon, UserIcon, WalletIcon } from '../../components/icons';
import {
  AppsIcon,
  BuildingIcon,
  CarIcon,
  ClockIcon,
  HelpIcon,
  HomeIcon,
  LogoutIcon,
  PlusIcon,
  RidesIcon,
  SettingsIcon,
  UsersIcon,
} from '../../components/screen-icons';
import { useAreaCheck } from '../../lib/partner-role';
import { useLocalePath } from '../../lib/use-locale-path';
import { LanguagePicker } from '../language-picker';
import { InstallButton } from '../install-button';

const PushToggle = lazy(() =>
  import('../../components/push-toggle').then((m) => ({ default: m.PushToggle })),
);

interface NavItem {
  key:
    | 'home'
    | 'travelRides'
    | 'bookRide'
    | 'travelMap'
    | 'agent'
    | 'vehicles'
    | 'drivers'
    | 'travelAgencies'
    | 'travelWallet'
    | 'insights'
    | 'customers'
    | 'events'
    | 'travelBlog'
    | 'help'
    | 'apps'
    | 'settings';
  route: RouteKey;
  area: PartnerArea;
  icon: ReactNode;
}

const ITEMS: readonly NavItem[] = [
  { key: 'home', route: 'travelHome', area: 'rides', icon: <HomeIcon /> },
  { key: 'travelRides', route: 'travelRides', area: 'rides', icon: <RidesIcon /> },
  { key: 'bookRide', route: 'travelRideBook', area: 'dispatch', icon: <PlusIcon /> },
  { key: 'travelMap', route: 'travelMap', area: 'dispatch', icon: <GlobeIcon /> },
  { key: 'agent', route: 'travelAiAgent', area: 'chat', icon: <SparkIcon /> },
  { key: 'vehicles', route: 'vehicles', area: 'fleet', icon: <CarIcon /> },
  { key: 'drivers', route: 'drivers', area: 'fleet', icon: <UsersIcon /> },
  { key: 'travelAgencies', route: 'agencies', area: 'fleet', icon: <BuildingIcon /> },
  { key: 'travelWallet', route: 'travelWallet', area: 'wallet', icon: <WalletIcon /> },
  { key: 'insights', route: 'travelInsights', area: 'insights', icon: <StarIcon /> },
  { key: 'customers', route: 'customers', area: 'customers', icon: <UserIcon /> },
  { key: 'events', route: 'events', area: 'rides', icon: <ClockIcon /> },
  { key: 'travelBlog', route: 'travelBlog', area: 'blog', icon: <FormIcon /> },
  { key: 'apps', route: 'travelApps', area: 'rides', icon: <AppsIcon /> },
  { key: 'help', route: 'travelHelp', area: 'help', icon: <HelpIcon /> },
  { key: 'settings', route: 'travelSettings', area: 'settings', icon: <SettingsIcon /> },
];

interface PartnerNavProps {
  id: string;
  open: boolean;
  signedIn: boolean;
  signingOut: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
  onSignOutEverywhere: () => void;
}

export function PartnerNav(props: PartnerNavProps) {
  const { id, open, signedIn, signingOut, onNavigate, onSignOut, onSignOutEverywhere } = props;
  const { t } = useTranslation();
  const to = useLocalePath();
  const mayUse = useAreaCheck();
  // Until the role is known only what every role may use is listed, so nothing appears and then vanishes.
  const items = ITEMS.filter((item) => mayUse(item.area) ?? item.area === 'rides');
  return (
    <nav id={id} className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('partner.nav.label')}>
      <ul className="sidebar__list">
        {items.map((item) => (
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
        {signedIn && mayUse('dispatch') ? (
          <Suspense fallback={null}>
            <PushToggle session="business" label={t('partner.push.toggle')} hint={t('partner.push.hint')} />
          </Suspense>
        ) : null}
        {signedIn ? (
          <>
            <button
              type="button"
              className="sidebar__link sidebar__logout"
              disabled={signingOut}
              onClick={onSignOut}
            >
              <LogoutIcon />
              <span>{t('auth.logout')}</span>
            </button>
            <button
              type="button"
              className="sidebar__link sidebar__logout"
              disabled={signingOut}
              onClick={onSignOutEverywhere}
            >
              <LogoutIcon />
              <span>{t('auth.logoutEverywhere')}</span>
            </button>
          </>
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
