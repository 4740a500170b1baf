// ride/vehicles (spec 2.5): the route map, distance, duration and tolls, and a card per vehicle type with its
// total fee; one choice, and Continue (disabled until chosen) opens the summary. Without a saved ride (the address
// opened directly) the rider is sent to the form, which brings back whatever this tab has kept of the ride.
import './booking.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { VehicleType } from '../../domain/constants';
import { ROUTES } from '../../domain/routes';
import { BackIcon } from '../../components/screen-icons';
import { useBrand } from '../../lib/brand-store';
import { intlLocaleOf } from '../../lib/active-locale';
import { useLocalePath } from '../../lib/use-locale-path';
import { quoteQueryOptions } from './quote';
import { readRideDraft, updateRideDraft, type RideDraft } from './ride-draft';
import { VehicleCard } from './vehicle-card';

const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));

export function VehiclesScreen() {
  const [draft] = useState(readRideDraft);
  const to = useLocalePath();
  if (!draft) return <Navigate to={to(ROUTES.formTaxiBooking)} replace />;
  return <VehiclesView draft={draft} />;
}

function VehiclesView({ draft }: { draft: RideDraft }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const to = useLocalePath();
  const quote = useQuery(quoteQueryOptions(draft.request));
  const [selected, setSelected] = useState<VehicleType | null>(draft.vehicleType ?? null);
  const answer = quote.data?.data;
  const details = answer?.ride_details ?? [];
  const number = new Intl.NumberFormat(intlLocaleOf(i18n.language), { maximumFractionDigits: 1 });
  // No routing server answered: the figures come from the straight line between the places, so they say so.
  const straightLine = answer?.ride_route.source === 'estimate';
  const about = straightLine ? '≈ ' : '';
  const { pickupLocation, dropoffLocation } = draft.request;
  const places = useMemo(
    () => [pickupLocation.name, dropoffLocation.name] as const,
    [pickupLocation.name, dropoffLocation.name],
  );
  const straight = useMemo(
    () => [
      [pickupLocation.lng, pickupLocation.lat] as const,
      [dropoffLocation.lng, dropoffLocation.lat] as const,
    ],
    [pickupLocation, dropoffLocation],
  );
  const chosen = details.some((d) => d.vehicle.vehicle_type === selected) ? selected : null;

  function onContinue() {
    if (!chosen) return;
    updateRideDraft({ vehicleType: chosen });
    void navigate(to(ROUTES.rideSummary));
  }

  return (
    <div className="booking-page booking-page--split">
      <title>
        {t('common.documentTitle', { page: t('booking.vehicles.title'), businessName: brand.businessName })}
      </title>
      <button type="button" className="back-link" onClick={() => void navigate(to(ROUTES.formTaxiBooking))}>
        <BackIcon />
        {t('booking.back')}
      </button>
      <h1 className="booking-page__title">{t('booking.vehicles.title')}</h1>
      <Suspense fallback={<div className="route-map" />}>
        <RouteMap
          geometry={answer?.ride_route.geometry ?? straight}
          places={places}
          color={brand.colors.primary}
          label={t('booking.vehicles.mapLabel', {
            pickup: pickupLocation.name,
            dropoff: dropoffLocation.name,
          })}
        />
      </Suspense>
      <section className="booking-card" aria-labelledby="vehicles-heading">
        <h2 id="vehicles-heading" className="visually-hidden">
          {t('booking.vehicles.choose')}
        </h2>
        {answer ? (
          <ul className="route-facts" aria-label={t('booking.vehicles.routeLabel')}>
            <li>
              {`${about}${number.format(answer.ride_route.distance_time.ride_distance.distance)} ${t('booking.units.km')}`.toUpperCase()}
            </li>
            <li>
              {`${about}${number.format(answer.ride_route.distance_time.ride_duration.duration)} ${t(`booking.units.${answer.ride_route.distance_time.ride_duration.unit}`)}`.toUpperCase()}
            </li>
            <li>{t('booking.vehicles.tolls', { tolls: answer.ride_route.tolls })}</li>
            {straightLine ? <li>{t('booking.vehicles.straightLine')}</li> : null}
          </ul>
        ) : null}
        {quote.isPending ? (
          <p role="status" className="muted">
            {t('booking.vehicles.loading')}
          </p>
        ) : details.length === 0 ? (
          <p role="status" className="muted">
            {t('booking.vehicles.empty')}
          </p>
        ) : (
          <fieldset className="vehicle-list">
            <legend className="field__label">{t('booking.vehicles.choose')}</legend>
            {details.map((detail) => (
              <VehicleCard
                key={detail.vehicle.vehicle_type}
                detail={detail}
                name="vehicle"
                checked={chosen === detail.vehicle.vehicle_type}
                onSelect={() => setSelected(detail.vehicle.vehicle_type)}
              />
            ))}
          </fieldset>
        )}
        <div className="sticky-action">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!chosen}
            onClick={onContinue}
          >
            {t('booking.continue')}
          </button>
        </div>
      </section>
    </div>
  );
}
