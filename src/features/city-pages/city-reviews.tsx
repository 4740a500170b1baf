// A city page's reviews section: how many rides the partner completed from the place (counted on the server
// from its own rides) beside the partner's real rating average and recent comments, once enough riders have rated
// (RATINGS_SHOWN_FROM, checked on the server); before that, nothing about ratings.
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/icons';
import type { RatingSummary } from '../../domain/rides/rating-summary';
import { formatNumber } from '../../lib/format';

interface CityReviewsProps {
  place: string;
  businessName: string;
  completedRides: number;
  rating: RatingSummary | null;
}

export function CityReviews({ place, businessName, completedRides, rating }: CityReviewsProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className="section" aria-labelledby="city-reviews-title">
      <h2 id="city-reviews-title" className="section__title">
        {t('cityPage.reviews.title', { place })}
      </h2>
      <div className="city-reviews">
        <p className="city-reviews__count">
          {t('cityPage.reviews.completed', {
            rides: formatNumber(completedRides, i18n.language),
            place,
            businessName,
          })}
        </p>
        {rating ? (
          <>
            <p className="city-reviews__rating">
              <StarIcon />
              <span>
                <strong>
                  {t('cityPage.reviews.average', {
                    average: formatNumber(rating.average, i18n.language, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                    count: formatNumber(rating.count, i18n.language),
                  })}
                </strong>
              </span>
            </p>
            {rating.recent.length > 0 && (
              <ul className="city-reviews__list">
                {rating.recent.map((review) => (
                  <li key={review.at}>
                    <span aria-label={t('cityPage.reviews.stars', { stars: review.stars })}>
                      {'★'.repeat(review.stars)}
                    </span>{' '}
                    “{review.comment}” — {review.name}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
