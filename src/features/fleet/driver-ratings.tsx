// What riders said of the partner's drivers (GET /api/v1/partner/ratings): each driver's average on their card,
// and the latest ratings with their comment and ride under the drivers, kept for offline reading like the list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { partnerRatingsSchema } from '../../domain/rides/ratings';
import { formatDateTime } from '../../lib/format';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';

const ratingsQueryOptions = queryOptions({
  queryKey: ['partner', 'ratings'],
  queryFn: ({ signal }) =>
    apiRequestKept('/api/v1/partner/ratings', { schema: partnerRatingsSchema, session: 'business', signal }),
  staleTime: 60_000,
});

export const useDriverRatings = (enabled: boolean) => useQuery({ ...ratingsQueryOptions, enabled });

export function RatingBadge({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  return (
    <span className="badge badge--rating" aria-label={t('partner.ratings.average', { average, count })}>
      ★ {average.toFixed(1)} ({count})
    </span>
  );
}

export function RecentRatings() {
  const { t, i18n } = useTranslation();
  const { data } = useDriverRatings(true);
  if (!data?.recent.length) return null;
  return (
    <section className="panel recent-ratings" aria-labelledby="recent-ratings">
      <h2 id="recent-ratings" className="panel__title">
        {t('partner.ratings.recent')}
      </h2>
      <ul>
        {data.recent.map((rating) => (
          <li key={rating.rideId}>
            <span aria-label={t('cityPage.reviews.stars', { stars: rating.stars })}>
              {'★'.repeat(rating.stars)}
              {'☆'.repeat(5 - rating.stars)}
            </span>{' '}
            <strong>{rating.driverName ?? t('partner.ratings.noDriver')}</strong>{' '}
            <span className="muted">
              {t('partner.ratings.ride', {
                id: rating.rideId.slice(0, 8).toUpperCase(),
                name: rating.riderName,
              })}{' '}
              · {formatDateTime(rating.createdAt, i18n.language)}
            </span>
            {rating.comment ? <p>{rating.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
