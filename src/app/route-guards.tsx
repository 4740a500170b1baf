// The redirects of the route table as pathless guard routes: each renders its child routes or sends the visitor
// elsewhere (replacing the history entry). They sit above the layouts, so a redirected visit never paints the
// frame it leaves.
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { ROUTES, isCountry, isLanguage, localePath, splitLocalePath } from '../domain/routes';
import { useBrand } from '../lib/brand-store';
import { useToken } from '../lib/session';
import { useLocalePath } from '../lib/use-locale-path';
import { UnknownPath } from './routes/unknown-path';

/** '/' and '/{cc}/{ll}/' serve the rider home on consumer sites and the partner home on partner sites. */
export function HomeByMode() {
  const brand = useBrand();
  const { prefix, rest } = splitLocalePath(useLocation().pathname);
  if (rest === '' && brand.mode === 'partner') {
    return <Navigate to={localePath(ROUTES.travelHome, prefix)} replace />;
  }
  return <Outlet />;
}

/** `/{cc}/{ll}/…`: an unknown country names no page; an unknown language drops the prefix and keeps the rest of
 * the path. */
export function LanguageGate() {
  const { country, lang } = useParams();
  const { pathname } = useLocation();
  // Static routes outrank the prefix, so a path that reaches here with an unknown country names no page.
  if (!isCountry(country)) return <UnknownPath />;
  if (isLanguage(lang)) return <Outlet />;
  const rest = pathname.split('/').filter(Boolean).slice(2).join('/');
  return <Navigate to={`/${rest}`} replace />;
}

/** Partner pages need a business session; without one they lead to the travel login. */
export function PartnerSessionGuard() {
  const to = useLocalePath();
  if (useToken('business')) return <Outlet />;
  return <Navigate to={to(ROUTES.travelLogin)} replace />;
}

/** A partner already signed in skips the travel login. */
export function TravelLoginGuard() {
  const to = useLocalePath();
  if (useToken('business')) return <Navigate to={to(ROUTES.travelHome)} replace />;
  return <Outlet />;
}
