// Themes the whole PWA from the brand: its colours become CSS custom properties (read by every stylesheet) and
// the browser's theme colour, and its name the document title.
import type { Brand } from '../../domain/brand';

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

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
  const style = document.documentElement.style;
  if (COLOR.test(brand.colors.primary)) {
    style.setProperty('--color-primary', brand.colors.primary);
    setThemeColor(brand.colors.primary);
  }
  if (COLOR.test(brand.colors.accent)) style.setProperty('--color-accent', brand.colors.accent);
}
