// Builds each tenant's web app manifests, so every partner's site installs with its own name, icon and colours,
// and its driver app (/driver) installs apart as "{Business} Driver", opening on the driver's home.
import type { Brand } from '../../../domain/brand';

const SHORT_NAME_MAX = 12;

export function shortName(businessName: string): string {
  if (businessName.length <= SHORT_NAME_MAX) return businessName;
  const firstWord = businessName.split(/\s+/)[0] ?? businessName;
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : firstWord.slice(0, SHORT_NAME_MAX);
}

function iconsOf(brand: Brand) {
  const icons = [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  if (brand.logoUrl.endsWith('.svg'))
    icons.unshift({ src: brand.logoUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
  return icons;
}

export function webManifest(brand: Brand) {
  const icons = iconsOf(brand);
  return {
    id: '/',
    name: brand.businessName,
    short_name: shortName(brand.businessName),
    description: `Book local, airport, outstation and rental rides with ${brand.businessName}.`,
    lang: brand.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: brand.colors.primary,
    icons,
  };
}

export function driverManifest(brand: Brand) {
  const name = `${brand.businessName} Driver`;
  return {
    ...webManifest(brand),
    id: '/driver',
    name,
    short_name: `${shortName(brand.businessName)} Driver`,
    description: `Duty, ride offers, trip codes and earnings for ${brand.businessName}'s drivers.`,
    start_url: '/driver',
    scope: '/',
  };
}
