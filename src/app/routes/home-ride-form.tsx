// The rider home's Form tab: a lazy chunk of its own (query client, forms, zod and the gazetteer), fetched only
// when the tab is opened, so the home stays within its budget.
import { RideForm } from '../../features/booking/ride-form';
import { PlaceSearchField } from '../../features/places/place-search-field';
import { useBrand } from '../../lib/brand-store';
import { QueryScope } from '../query-scope';

export function HomeRideForm() {
  const brand = useBrand();
  return (
    <QueryScope>
      <RideForm PlaceField={PlaceSearchField} country={brand.countryCode} />
    </QueryScope>
  );
}
