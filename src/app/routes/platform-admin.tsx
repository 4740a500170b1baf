// /admin: the platform owner's console, on the platform's own host only; a partner's site has no such page.
import { AdminConsole } from '../../features/platform-admin/admin-console';
import { useBrand } from '../../lib/brand-store';
import { UnknownPath } from './unknown-path';

export function PlatformAdminPage() {
  const brand = useBrand();
  return brand.isPartnerSite ? <UnknownPath /> : <AdminConsole />;
}
