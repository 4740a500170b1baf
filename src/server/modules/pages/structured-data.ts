// The business behind every served page as JSON-LD (a TaxiService run by a LocalBusiness), in the page's own
// language and country: a Tamil page under /in/ta/ says inLanguage "ta" and serves India, an Arabic one under
// /ae/ar/ says "ar" and the Emirates. It carries an aggregateRating only once the partner's riders have earned one
// (the brand's rating, present from RATINGS_SHOWN_FROM rated rides), never a made-up one.
import type { Brand } from '../../../domain/brand';
import { COUNTRY_REGIONS } from '../../../domain/constants';
import type { LocalePrefix } from '../../../domain/routes';

export function taxiServiceData(brand: Brand, origin: string, locale: LocalePrefix, description: string) {
  const region = COUNTRY_REGIONS[locale.country];
  return {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    name: brand.businessName,
    description,
    url: `${origin}/`,
    inLanguage: locale.language,
    availableLanguage: brand.languages,
    logo: brand.logoUrl ? new URL(brand.logoUrl, origin).href : undefined,
    telephone: brand.phone
      ? brand.phone.startsWith('+')
        ? brand.phone
        : `+${brand.dialCode}${brand.phone}`
      : undefined,
    areaServed: { '@type': 'Country', name: region },
    provider: {
      '@type': 'LocalBusiness',
      name: brand.businessName,
      url: `${origin}/`,
      currenciesAccepted: brand.currency,
      paymentAccepted: [
        'Cash',
        ...(brand.payments.upi ? ['UPI'] : []),
        ...(brand.payments.card ? ['Credit Card'] : []),
      ].join(', '),
      address: { '@type': 'PostalAddress', addressCountry: region },
      ...(brand.rating && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: brand.rating.average,
          ratingCount: brand.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    },
  };
}
