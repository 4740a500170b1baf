// The ride form's place field (on the form page, the home's Form tab and a city page's sheet) with the signed-in
// rider's saved places offered first (home, work and the others on their profile). It reads the profile itself;
// the answer's schema (zod and the booking contract) loads only for a signed-in rider.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlaceSearchField, type PlaceSearchFieldProps } from '../../features/places/place-search-field';
import { apiRequest } from '../../lib/api-client';
import { useToken } from '../../lib/session';

const savedPlacesQuery = queryOptions({
  queryKey: ['rider', 'saved-places'],
  queryFn: async ({ signal }) => {
    const { savedOnProfileSchema } = await import('./saved-places-schema');
    return apiRequest('/api/v1/me/profile', { schema: savedOnProfileSchema, session: 'user', signal });
  },
  staleTime: 5 * 60_000,
});

export function SavedFirstPlaceField(props: PlaceSearchFieldProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken('user'));
  const profile = useQuery({ ...savedPlacesQuery, enabled: signedIn });
  const saved = signedIn
    ? (profile.data?.savedPlaces ?? []).map((entry) => ({
        label: entry.kind === 'other' ? entry.label : t(`profile.places.${entry.kind}`),
        place: entry.place,
      }))
    : [];
  return <PlaceSearchField {...props} saved={saved} />;
}
