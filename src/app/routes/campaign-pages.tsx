// The platform's own landings: the partner sign-up and the three campaign pages (spec 2.4), the sign-up with the
// phone required, each with its own pitch. They belong to the platform's host (PLATFORM_PAGES): on a partner's
// site the server answers them 404, and here they are the unknown address they are there. The check lives in
// this lazy chunk rather than the router, so the rider home's entry carries none of it.
import type { ReactNode } from 'react';
import { useBrand } from '../../lib/brand-store';
import { SignupLanding, type SignupVariant } from './partner-signup';
import { UnknownPath } from './unknown-path';

function PlatformOnly({ children }: { children: ReactNode }) {
  return useBrand().isPartnerSite ? <UnknownPath /> : children;
}

const landing = (variant: SignupVariant) => () => (
  <PlatformOnly>
    <SignupLanding variant={variant} />
  </PlatformOnly>
);

export const PlatformSignup = landing('signup');
export const CampaignDriverApp = landing('driverApp');
export const CampaignAirportShuttle = landing('airportShuttle');
export const CampaignAttachVehicles = landing('attachVehicles');
