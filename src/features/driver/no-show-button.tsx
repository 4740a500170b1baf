// "Rider didn't come": offered only once the driver has waited the partner's wait time at the pickup (until then
// the card says from when), asked once, and then the ride is cancelled with the no-show fee on the rider.
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format';
import { useNow } from '../../lib/use-now';

const CHECK_EVERY_MS = 15_000;

interface NoShowButtonProps {
  arrivedAt: string;
  waitMinutes: number;
  busy: boolean;
  onNoShow: () => Promise<unknown>;
}

export function NoShowButton({ arrivedAt, waitMinutes, busy, onNoShow }: NoShowButtonProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(CHECK_EVERY_MS);
  const from = new Date(new Date(arrivedAt).getTime() + waitMinutes * 60_000);
  if (now < from)
    return (
      <p className="muted">
        {t('fees.noShow.from', { time: formatTime(from.toISOString(), i18n.language) })}
      </p>
    );
  return (
    <button
      type="button"
      className="button button--light button--block"
      disabled={busy}
      onClick={() => window.confirm(t('fees.noShow.confirm')) && void onNoShow()}
    >
      {t('fees.noShow.button')}
    </button>
  );
}
