// The ride form in a city page's booking sheet: a lazy chunk of its own (forms, zod and the gazetteer search), so
// the city page itself paints without them, starting from the city and, for a popular route, its end.
import { placeLocation, type CityPlace } from '../../domain/pages/city-page';
import { RideForm } from '../../features/booking/ride-form';
import { useBrand } from '../../lib/brand-store';
import { useRiderOnForm } from './rider-on-form';
import { SavedFirstPlaceField } from './saved-place-field';

export function CityRideForm({ from, to }: { from: CityPlace; to: CityPlace | undefined }) {
  const brand = useBrand();
  return (
    <RideForm
      PlaceField={SavedFirstPlaceField}
      country={brand.countryCode}
      riderContact={useRiderOnForm()}
      initialPlaces={{ pickup: placeLocation(from), dropoff: to ? placeLocation(to) : undefined }}
    />
  );
}
