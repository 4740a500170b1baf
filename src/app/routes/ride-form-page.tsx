// user/form/taxi/booking: the ride form on a page of its own, its service preset by `?service=` (the ride
// categories link here), with the places feature's search field plugged into the booking feature's form.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RIDE_SERVICES, type RideService } from '../../domain/constants';
import { RideForm } from '../../features/booking/ride-form';
import { useRiderOnForm } from './rider-on-form';
import { SavedFirstPlaceField } from './saved-place-field';
import { useBrand } from '../../lib/brand-store';

function serviceParam(value: string | null): RideService | undefined {
  return RIDE_SERVICES.find((service) => service === value);
}

export function RideFormPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const rider = useRiderOnForm();
  return (
    <div className="booking-page booking-page--narrow">
      <title>
        {t('common.documentTitle', { page: t('booking.form.title'), businessName: brand.businessName })}
      </title>
      <p className="booking-page__intro">{t('home.subtitle')}</p>
      <div className="booking-card">
        <RideForm
          PlaceField={SavedFirstPlaceField}
          country={brand.countryCode}
          riderContact={rider}
          initialService={serviceParam(params.get('service'))}
          headingLevel={1}
        />
      </div>
    </div>
  );
}
