// Notifications on the duty card: on duty, the offer to get ride offers with the screen off; with notifications
// blocked, a warning that offers only arrive while the app is open, and how to allow them.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushPermission } from '../../lib/push/use-push';

const PushOfferCard = lazy(() =>
  import('../../components/push-offer-card').then((m) => ({ default: m.PushOfferCard })),
);

export function DutyNotifications({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const permission = usePushPermission();
  if (permission === 'denied')
    return (
      <p className="form-error" role="alert">
        {t('driver.push.blocked')}
      </p>
    );
  if (!online) return null;
  return (
    <Suspense fallback={null}>
      <PushOfferCard
        session="driver"
        offer="driverDuty"
        title={t('driver.push.title')}
        text={t('driver.push.text')}
      />
    </Suspense>
  );
}
