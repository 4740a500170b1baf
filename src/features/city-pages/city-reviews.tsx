// A city page's reviews section: how many rides the partner completed from the place (counted on the server
// from its own rides) beside the rating riders give the service.
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';

interface CityReviewsProps {
  place: string;
  businessName: string;
  completedRides: number;
}

export function CityReviews({ place, businessName, completedRides }: CityReviewsProps) {
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
        <p className="city-reviews__rating">
          <StarIcon />
          <span>
            <strong>{t('home.why.rated.title')}</strong> {t('home.why.rated.text')}
          </span>
        </p>
      </div>
    </section>
  );
}
