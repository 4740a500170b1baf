// Themes the whole PWA from the brand: its colours become CSS custom properties (read by every stylesheet) and
// the browser's theme colour, and its name the document title.
import type { Brand } from '../../domain/brand';
import { brandColorVariables } from '../../domain/brand-colors';

function setThemeColor(color: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = color;
}

export function applyBrandTheme(brand: Brand): void {
  const variables = brandColorVariables(brand);
  for (const [name, value] of Object.entries(variables))
    document.documentElement.style.setProperty(name, value);
  if (variables['--color-primary']) setThemeColor(variables['--color-primary']);
}
