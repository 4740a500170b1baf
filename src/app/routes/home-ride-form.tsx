// The rider home's Form tab: a lazy chunk of its own (query client, forms, zod and the gazetteer), fetched only
// when the tab is opened, so the home stays within its budget.
import { RideForm } from '../../features/booking/ride-form';
import { useBrand } from '../../lib/brand-store';
import { QueryScope } from '../query-scope';
import { SavedFirstPlaceField } from './saved-place-field';

export function HomeRideForm() {
  const brand = useBrand();
  return (
    <QueryScope>
      <RideForm PlaceField={SavedFirstPlaceField} country={brand.countryCode} />
    </QueryScope>
  );
}
