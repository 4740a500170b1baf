// track/driver: the tracking screen (a partner's driver, the driver's own sharing page, or a rider's ride).
import { TrackScreen } from '../../features/tracking/track-screen';

export const TrackDriverPage = () => <TrackScreen />;
