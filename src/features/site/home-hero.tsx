// The booking home's hero: the brand's banner behind its name and the page title, with what the partner has made
// true of itself (its riders' rating once earned, the promises it ticked); a new site shows no such line.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../domain/brand';
import { useBrandPoints } from '../../components/brand-points';
import { StarIcon } from '../../components/icons';

interface HomeHeroProps {
  brand: Brand;
  children?: ReactNode;
}

export function HomeHero({ brand, children }: HomeHeroProps) {
  const { t } = useTranslation();
  const chips = useBrandPoints(brand).filter((point) => point.chip);
  return (
    <section className="hero" aria-labelledby="home-title">
      {brand.bannerUrl ? (
        <img className="hero__banner" src={brand.bannerUrl} alt="" fetchPriority="high" />
      ) : null}
      <div className="hero__inner">
        <p className="hero__eyebrow">{brand.businessName}</p>
        <h1 id="home-title" className="hero__title">
          {t('home.title', { businessName: brand.businessName })}
        </h1>
        <p className="hero__subtitle">{t('home.subtitle')}</p>
        {chips.length > 0 ? (
          <ul className="hero__chips">
            {chips.map((chip) => (
              <li key={chip.key}>
                {chip.key === 'rated' ? <StarIcon /> : null}
                {chip.chip}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {children ? <div className="hero__card">{children}</div> : null}
    </section>
  );
}
