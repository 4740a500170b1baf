// What a page needs of the brand before it has parsed anything: where the served page keeps it inline and the
// colours every stylesheet reads. Apart from brand.ts, whose schema would bring zod into the first load.
import type { Brand } from './brand';

/** The element of the served page that carries the tenant's brand inline, so the first paint needs no request. */
export const BRAND_DATA_ID = 'brand-data';

const CSS_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The brand's colours as the CSS custom properties every stylesheet reads; a value that is not a hex colour is
 * left out, so nothing a partner typed can break out of a style attribute. Set by the server on the served
 * page (first paint already in the brand's colours) and by the app when the brand changes. */
export function brandColorVariables(brand: Brand): Record<string, string> {
  const variables: Record<string, string> = {};
  if (CSS_COLOR.test(brand.colors.primary)) variables['--color-primary'] = brand.colors.primary;
  if (CSS_COLOR.test(brand.colors.accent)) variables['--color-accent'] = brand.colors.accent;
  return variables;
}
