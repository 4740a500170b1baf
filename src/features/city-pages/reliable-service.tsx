// A city page's reliable-service section: the brand's promises (the home page's own words), said of the place.
import { useTranslation } from 'react-i18next';
import { RELIABLE_POINTS } from '../../domain/pages/city-page';

export function ReliableService({ place }: { place: string }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="city-reliable-title">
      <h2 id="city-reliable-title" className="section__title">
        {t('cityPage.reliable.title', { place })}
      </h2>
      <ul className="city-reliable">
        {RELIABLE_POINTS.map((key) => (
          <li key={key}>
            <strong>{t(`home.why.${key}.title`)}</strong>
            <span className="muted">{t(`home.why.${key}.text`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
