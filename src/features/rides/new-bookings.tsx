// The new-bookings sheet: every ride still waiting for the partner, with bookings arriving live over socket.io
// shown at once (before the list refreshes). Accept opens the driver and vehicle picker, Cancel asks a reason.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_DATE_MIN } from '../../domain/date-filter';
import type { RideSummary } from '../../domain/rides/ride';
import { useBrand } from '../../lib/brand-store';
import { isoDateIn } from '../../lib/format';
import { RideActionDialog, type RideDialogState } from './ride-action-dialog';
import { RideCard } from './ride-card';
import { useRides } from './rides-query';
import { useLiveRides } from './use-live-rides';

const YEAR_MS = 366 * 24 * 3600 * 1000;

export function NewBookings() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [live, setLive] = useState<RideSummary[]>([]);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<RideDialogState | null>(null);
  const onBooked = useCallback((ride: RideSummary) => setLive((rides) => [ride, ...rides]), []);
  const { connected } = useLiveRides(onBooked);
  const booked = useRides({
    dateFilter: 'custom',
    from: CUSTOM_DATE_MIN,
    to: isoDateIn(brand.timezone, new Date(Date.now() + YEAR_MS)),
    status: 'booked',
    limit: 50,
  });

  const listed = booked.data?.items ?? [];
  const fresh = live.filter((ride) => !listed.some((item) => item.id === ride.id));
  const rides = [...fresh, ...listed].filter((ride) => !done.has(ride.id) && ride.status === 'booked');

  return (
    <section className="panel new-bookings" aria-labelledby="new-bookings-title">
      <div className="panel__head">
        <h2 id="new-bookings-title" className="panel__title">
          {t('partner.overview.newBookings')}
        </h2>
        <p className={`live-dot${connected ? ' live-dot--on' : ''}`} role="status">
          {connected ? t('partner.overview.live') : t('partner.overview.connecting')}
        </p>
      </div>
      {rides.length === 0 ? (
        <div className="empty">
          <p className="empty__title">{t('partner.overview.waiting')}</p>
          <p className="muted">{t('partner.overview.waitingHint')}</p>
        </div>
      ) : (
        <div className="ride-list">
          {rides.map((ride) => (
            <RideCard key={ride.id} ride={ride} showTripCode onAction={(kind) => setDialog({ kind, ride })} />
          ))}
        </div>
      )}
      <RideActionDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onDone={({ ride }) => setDone((ids) => new Set(ids).add(ride.id))}
      />
    </section>
  );
}
