// Unknown addresses go home (spec 2.1), keeping the `/{country}/{lang}/` prefix they came with.
import { Navigate } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { useLocalePath } from '../../lib/use-locale-path';

export function UnknownPath() {
  const to = useLocalePath();
  return <Navigate to={to(ROUTES.base)} replace />;
}
