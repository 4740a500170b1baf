// The booking home's hero: the brand's banner behind its name and the page title, with the product's promises.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../domain/brand';
import { StarIcon } from '../../components/icons';

interface HomeHeroProps {
  brand: Brand;
  children?: ReactNode;
}

export function HomeHero({ brand, children }: HomeHeroProps) {
  const { t } = useTranslation();
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
        <ul className="hero__chips">
          <li>
            <StarIcon />
            {t('home.chips.rating')}
          </li>
          <li>{t('home.chips.support')}</li>
          <li>{t('home.chips.fares')}</li>
        </ul>
      </div>
      {children ? <div className="hero__card">{children}</div> : null}
    </section>
  );
}
