// travel/ride/book: a dispatcher books for a caller, with the place search for pickup and drop and the riders'
// own quote for the fare (composed here, since features never import each other).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quoteQueryOptions } from '../../features/booking/quote';
import { CallerBookingForm } from '../../features/caller-booking/caller-booking-form';
import { PlaceSearchField } from '../../features/places/place-search-field';
import { useBrand } from '../../lib/brand-store';

export function TravelRideBook() {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const title = t('screens.travelRideBook');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <CallerBookingForm
        quote={(request) => queryClient.fetchQuery(quoteQueryOptions(request))}
        renderPlaceField={(field) => <PlaceSearchField {...field} country={brand.countryCode} />}
      />
    </div>
  );
}
