// The rider's safety actions on their live ride: share a read-only link with family (the phone's share sheet
// where there is one, else the clipboard), and SOS, which asks once before it alerts the partner's office and
// texts the emergency contact the live link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { raiseSos, shareRide } from './tracking-queries';

type Note = { kind: 'status' | 'alert'; text: string } | null;

export function RideSafetyBar({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  async function share() {
    setBusy(true);
    try {
      const { url } = await shareRide(rideId);
      if (navigator.share) await navigator.share({ title: t('tracking.safety.shareTitle'), url });
      else {
        await navigator.clipboard.writeText(url);
        setNote({ kind: 'status', text: t('tracking.safety.copied', { url }) });
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setNote({ kind: 'alert', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function sos() {
    setBusy(true);
    try {
      const answer = await raiseSos(rideId);
      setNote({
        kind: 'status',
        text: t(answer.contactTexted ? 'tracking.safety.sosSentContact' : 'tracking.safety.sosSent'),
      });
    } catch (error) {
      setNote({ kind: 'alert', text: (error as Error).message });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="ride-safety">
      <div className="ride-safety__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void share()}>
          {t('tracking.safety.share')}
        </button>
        <button
          type="button"
          className="button ride-safety__sos"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('tracking.safety.sos')}
        </button>
      </div>
      {confirming ? (
        <div className="ride-safety__confirm" role="alertdialog" aria-labelledby={`sos-${rideId}`}>
          <p id={`sos-${rideId}`}>{t('tracking.safety.sosConfirm')}</p>
          <button
            type="button"
            className="button ride-safety__sos"
            disabled={busy}
            onClick={() => void sos()}
          >
            {t('tracking.safety.sosYes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('tracking.safety.sosNo')}
          </button>
        </div>
      ) : null}
      {note ? <p role={note.kind}>{note.text}</p> : null}
    </div>
  );
}
