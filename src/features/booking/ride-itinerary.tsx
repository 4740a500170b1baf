// The ride's itinerary and price breakdown on the summary: places, times, trip details, then ride amount,
// driver allowance, estimated tolls and the total (spec 9: total = ride amount + allowance + tolls).
import { useTranslation } from 'react-i18next';
import type { Fee, QuoteRequest } from '../../domain/booking/booking';
import { RENTAL_PACKAGES, type RideFormValues } from '../../domain/booking/ride-form';
import { formatDateTime, formatMoney } from '../../lib/format';

interface ItineraryProps {
  request: QuoteRequest;
  form: RideFormValues;
}

export function RideItinerary({ request, form }: ItineraryProps) {
  const { t, i18n } = useTranslation();
  const rental = request.service === 'rental';
  const rows: [string, string][] = [
    [t('booking.summary.service'), t(`booking.services.${request.service ?? 'local'}`)],
    [t('booking.form.pickup'), request.pickupLocation.name],
    ...(rental ? [] : [[t('booking.form.dropoff'), request.dropoffLocation.name] as [string, string]]),
    [t('booking.summary.pickupTime'), formatDateTime(request.pickupTime, i18n.language)],
    ...(request.returnTime
      ? [
          [t('booking.summary.returnTime'), formatDateTime(request.returnTime, i18n.language)] as [
            string,
            string,
          ],
        ]
      : []),
    rental
      ? [
          t('booking.form.package'),
          t('booking.form.packageOption', {
            hours: form.rentalHours,
            km: RENTAL_PACKAGES.find((p) => p.hours === form.rentalHours)?.km ?? 0,
          }),
        ]
      : [t('booking.form.tripType'), t(`booking.tripTypes.${request.rideType}`)],
    ...(form.service === 'airport' && form.flightNumber.trim()
      ? [[t('booking.summary.flight'), form.flightNumber.trim().toUpperCase()] as [string, string]]
      : []),
  ];
  return (
    <dl className="itinerary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PriceBreakdown({ fee }: { fee: Fee }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, fee.currency, i18n.language);
  return (
    <dl className="breakdown">
      <div>
        <dt>{t('booking.summary.rideAmount')}</dt>
        <dd>{money(fee.ride_amount)}</dd>
      </div>
      <div>
        <dt>{t('booking.summary.driverAllowance')}</dt>
        <dd>{money(fee.driver_bata)}</dd>
      </div>
      <div>
        <dt>{t('booking.summary.tolls')}</dt>
        <dd>{money(fee.tolls)}</dd>
      </div>
      <div className="breakdown__total">
        <dt>{t('booking.summary.total')}</dt>
        <dd>{money(fee.total_fee)}</dd>
      </div>
    </dl>
  );
}
