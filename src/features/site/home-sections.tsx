// The home's sections below the booking card: the kinds of ride and why ride with the brand. A served home keeps
// them as the server's HTML (a served part), so this chunk loads only when the app draws them itself: a home
// reached inside the app, or redrawn for another language or brand.
import type { Brand } from '../../domain/brand';
import { RideCategories } from './ride-categories';
import { WhyUs } from './why-us';

export function HomeSections({ brand }: { brand: Brand }) {
  return (
    <>
      <RideCategories />
      <WhyUs brand={brand} />
    </>
  );
}
