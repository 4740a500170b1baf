// The rider home's Form tab: a lazy chunk of its own (query client, forms, zod and the gazetteer), fetched only
// when the tab is opened, so the home stays within its budget.
import type { Country } from '../../domain/constants';
import { RideForm } from '../../features/booking/ride-form';
import { useBrand } from '../../lib/brand-store';
import { QueryScope } from '../query-scope';
import { useRiderOnForm } from './rider-on-form';
import { SavedFirstPlaceField } from './saved-place-field';

function HomeForm({ country }: { country: Country }) {
  return <RideForm PlaceField={SavedFirstPlaceField} country={country} riderContact={useRiderOnForm()} />;
}

export function HomeRideForm() {
  const brand = useBrand();
  return (
    <QueryScope>
      <HomeForm country={brand.countryCode} />
    </QueryScope>
  );
}
