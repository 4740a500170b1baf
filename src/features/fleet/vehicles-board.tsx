// The vehicles page (spec 2.3): totals, Add Vehicle, the cards (picture, name, model, type, number, Online /
// Offline) with Edit and Remove, and the spec's snackbars after a save.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../domain/drivers/fleet';
import { isPendingRow } from '../../domain/outbox-overlay';
import { PlusIcon } from '../../components/screen-icons';
import { Snackbar, useSnackbar } from '../../components/snackbar';
import { describeError } from '../../lib/describe-error';
import { FleetTotals } from './fleet-totals';
import { useRemoveVehicle } from './remove-vehicle';
import { VehicleArt } from './vehicle-art';
import { VehicleSheet } from './vehicle-sheet';
import { useVehicles } from './vehicles-query';
import './fleet.css';

export function VehiclesBoard() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const remove = useRemoveVehicle();
  const snackbar = useSnackbar();
  const [sheet, setSheet] = useState<{ vehicle: Vehicle | null } | null>(null);

  return (
    <div className="console-page">
      <div className="console-page__head">
        <FleetTotals totals={vehicles.data?.totals} label={t('partner.vehicles.totalsLabel')} />
        <button type="button" className="button button--primary" onClick={() => setSheet({ vehicle: null })}>
          <PlusIcon />
          {t('partner.vehicles.add')}
        </button>
      </div>
      {remove.error ? (
        <p className="form-error" role="alert">
          {describeError(remove.error, t)}
        </p>
      ) : null}
      {vehicles.data && vehicles.data.vehicles.length === 0 ? (
        <div className="panel empty">
          <p className="empty__title">{t('partner.vehicles.empty')}</p>
          <p className="muted">{t('partner.vehicles.emptyHint')}</p>
        </div>
      ) : null}
      <ul className="fleet-grid">
        {vehicles.data?.vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <article className="fleet-card" aria-label={`${vehicle.model} ${vehicle.number}`}>
              <div className="fleet-card__art">
                <VehicleArt type={vehicle.vehicleType} />
              </div>
              <div className="fleet-card__body">
                <p className="fleet-card__name">{vehicle.model}</p>
                <p className="muted">
                  {t(`partner.vehicleTypes.${vehicle.vehicleType}`)} · {vehicle.model}
                </p>
                <p className="fleet-card__plate">{vehicle.number}</p>
                <span className={`badge badge--${vehicle.online ? 'online' : 'offline'}`}>
                  {vehicle.online ? t('partner.fleet.online') : t('partner.fleet.offline')}
                </span>
                {vehicle.pendingSync ? (
                  <span className="badge badge--pending-sync">{t('offline.pendingBadge')}</span>
                ) : null}
              </div>
              <div className="fleet-card__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={isPendingRow(vehicle.id)}
                  onClick={() => setSheet({ vehicle })}
                >
                  {t('partner.vehicles.edit')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  disabled={remove.isPending || isPendingRow(vehicle.id)}
                  onClick={() => remove.mutate(vehicle.id)}
                >
                  {t('partner.vehicles.remove')}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <VehicleSheet
        open={sheet !== null}
        vehicle={sheet?.vehicle ?? null}
        onClose={() => setSheet(null)}
        onSaved={(added) => {
          setSheet(null);
          snackbar.show('success', added ? t('partner.vehicles.added') : t('partner.vehicles.saved'));
        }}
        onFailed={(added) =>
          snackbar.show('error', added ? t('partner.vehicles.addFailed') : t('partner.vehicles.saveFailed'))
        }
      />
      <Snackbar
        message={snackbar.message}
        okLabel={t('partner.common.ok')}
        closeLabel={t('partner.common.close')}
        onDismiss={snackbar.dismiss}
      />
    </div>
  );
}
