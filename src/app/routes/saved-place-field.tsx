// The ride form's place field (on the form page, the home's Form tab and a city page's sheet) with the signed-in
// rider's saved places offered first (home, work and the others on their profile).
import { useTranslation } from 'react-i18next';
import { PlaceSearchField, type PlaceSearchFieldProps } from '../../features/places/place-search-field';
import { useRiderOnForm } from './rider-on-form';

export function SavedFirstPlaceField(props: PlaceSearchFieldProps) {
  const { t } = useTranslation();
  const saved = (useRiderOnForm()?.savedPlaces ?? []).map((entry) => ({
    label: entry.kind === 'other' ? entry.label : t(`profile.places.${entry.kind}`),
    place: entry.place,
  }));
  return <PlaceSearchField {...props} saved={saved} />;
}
