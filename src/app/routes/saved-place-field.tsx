// The ride form's place field (on the form page, the home's Form tab and a city page's sheet) with the signed-in
// rider's saved places offered first (home, work and the others on their profile). It reads the profile itself, with only what the form's chunk already carries (the
// API client, zod, the booking contract), so opening the form from the rider home asks for no extra file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { locationSchema } from '../../domain/booking';
import { PlaceSearchField, type PlaceSearchFieldProps } from '../../features/places/place-search-field';
import { apiRequest } from '../../lib/api-client';
import { useToken } from '../../lib/session';

const savedOnProfileSchema = z.object({
  savedPlaces: z.array(z.object({ kind: z.string(), label: z.string(), place: locationSchema })),
});

const savedPlacesQuery = queryOptions({
  queryKey: ['rider', 'saved-places'],
  queryFn: ({ signal }) =>
    apiRequest('/api/v1/me/profile', { schema: savedOnProfileSchema, session: 'user', signal }),
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
