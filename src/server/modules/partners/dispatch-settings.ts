// The partner's dispatch settings: how offers go out (mode, timeout, number of drivers) and the rules a driver
// trusts (the busy window, the first offer radius and its maximum), read from and written to the tenant row.
import type { PartnerSettings, SettingsPatch } from '../../../domain/partners/partner-settings';
import { ERROR_CODES } from '../../../domain/errors';
import type { tenants } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Tenant } from '../../lib/tenants';

export function dispatchSettingsOf(tenant: Tenant): PartnerSettings['dispatch'] {
  return {
    mode: tenant.dispatchMode === 'auto' ? 'auto' : 'manual',
    offerTimeoutSeconds: tenant.offerTimeoutSeconds,
    maxOffers: tenant.maxOffers,
    busyWindowMinutes: tenant.busyWindowMinutes,
    offerRadiusKm: tenant.offerRadiusKm,
    offerMaxRadiusKm: tenant.offerMaxRadiusKm,
  };
}

/** The tenant columns a dispatch patch changes; a maximum radius below the first one (sent or stored) is refused
 * under its field. */
export function dispatchChanges(
  tenant: Tenant,
  patch: NonNullable<SettingsPatch['dispatch']>,
): Partial<typeof tenants.$inferInsert> {
  const radius = patch.offerRadiusKm ?? tenant.offerRadiusKm;
  const widest = patch.offerMaxRadiusKm ?? tenant.offerMaxRadiusKm;
  if (widest < radius)
    throw new HttpError(400, ERROR_CODES.validation, 'The widest offer radius is below the first one.', {
      'dispatch.offerMaxRadiusKm': 'At least the first radius',
    });
  const { mode, ...rest } = patch;
  return { ...(mode ? { dispatchMode: mode } : {}), ...rest };
}
