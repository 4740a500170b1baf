// The platform's terms in the partner's words, for every screen that shows them (sign-up, setup, Billing): the
// commission as a share of what it applies to, and rates as the language writes percentages.
import type { TFunction } from 'i18next';
import type { CommissionBase } from '../domain/partners/partner-terms';
import { formatNumber } from './format';

export const percentText = (bps: number, language: string) =>
  formatNumber(bps / 10_000, language, { style: 'percent', maximumFractionDigits: 2 });

const BASE_KEYS: Record<CommissionBase, string> = {
  total: 'terms.commissionTotal',
  fare_without_tolls: 'terms.commissionWithoutTolls',
};

/** "10% of the whole fare, tolls included". */
export function commissionInWords(
  t: TFunction,
  language: string,
  terms: { commissionBps: number; commissionBase: CommissionBase },
): string {
  return t(BASE_KEYS[terms.commissionBase], { rate: percentText(terms.commissionBps, language) });
}
