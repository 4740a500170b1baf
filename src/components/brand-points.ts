// What a partner's site says of the partner, in the page's language: only lines the partner made true. The home's
// hero chips and "why ride with us", and a city page's reliable-service section, all read them from here, so no
// page states a rating, a count or a promise the partner has not earned or ticked.
import { useTranslation } from 'react-i18next';
import type { Brand } from '../domain/brand';
import { numberFormat } from '../domain/intl-formats';
import { intlLocaleOf } from '../lib/active-locale';

export type BrandPointKey = 'fares' | 'support' | 'payments' | 'rated';

export interface BrandPoint {
  key: BrandPointKey;
  /** The hero's short line; none for the payments point, which the hero leaves out. */
  chip?: string;
  title: string;
  text: string;
}

/** The claims true of the brand, in the hero's order: the rating, 24/7, all-inclusive fares. The hero shows only
 * these; "why ride with us" adds how to pay (`usePaymentsPoint`, kept apart so the home's first chunk carries none
 * of it). */
export function useBrandPoints({ promises, rating }: Pick<Brand, 'promises' | 'rating'>): BrandPoint[] {
  const { t, i18n } = useTranslation();
  const point = pointMaker(t);
  // Not lib/format: the home's entry would carry the money formatting it links.
  const locale = intlLocaleOf(i18n.language);
  const rated = rating && {
    average: numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      rating.average,
    ),
    count: numberFormat(locale).format(rating.count),
  };
  return [
    ...(rated ? [point('rated', rated, t('home.chips.rating', rated))] : []),
    ...(promises.includes('open_24_7') ? [point('support', {}, t('home.chips.support'))] : []),
    ...(promises.includes('all_inclusive_fares') ? [point('fares', {}, t('home.chips.fares'))] : []),
  ];
}

type Translate = ReturnType<typeof useTranslation>['t'];

export const pointMaker =
  (t: Translate) =>
  (
    key: BrandPointKey,
    options: Record<string, string> = {},
    chip?: string,
    text = t(`home.why.${key}.text`, options),
  ): BrandPoint => ({ key, ...(chip && { chip }), title: t(`home.why.${key}.title`, options), text });
