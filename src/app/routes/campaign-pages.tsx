// The three campaign landings (spec 2.4): the sign-up with the phone required, each with its own pitch.
import { SignupLanding } from './partner-signup';

export const CampaignDriverApp = () => <SignupLanding variant="driverApp" />;
export const CampaignAirportShuttle = () => <SignupLanding variant="airportShuttle" />;
export const CampaignAttachVehicles = () => <SignupLanding variant="attachVehicles" />;
