// SOS on the driver's live ride: one press asks once, then POST /api/v1/rides/{id}/sos with the driver's session
// alerts the partner's office (sound and banner) and records the event.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sosResponseSchema } from '../../domain/rides/ride-safety';
import { apiRequest } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';

function raiseSos(rideId: string) {
  return apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/sos`, {
    method: 'POST',
    session: 'driver',
    schema: sosResponseSchema,
  });
}

export function DriverSos({ rideId }: { rideId: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  async function send() {
    setBusy(true);
    try {
      const answer = await raiseSos(rideId);
      const sent = answer.contactTexted ? 'tracking.safety.sosSentContact' : 'tracking.safety.sosSent';
      setNote({ kind: 'status', text: t(sent) });
    } catch (error) {
      setNote({ kind: 'alert', text: describeError(error, t) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="driver-sos">
      {confirming ? (
        <div className="driver-sos__confirm" role="alertdialog" aria-labelledby={`driver-sos-${rideId}`}>
          <p id={`driver-sos-${rideId}`}>{t('driver.sos.confirm')}</p>
          <div className="driver-card__actions">
            <button
              type="button"
              className="button driver-sos__button"
              disabled={busy}
              onClick={() => void send()}
            >
              {t('tracking.safety.sosYes')}
            </button>
            <button type="button" className="button button--light" onClick={() => setConfirming(false)}>
              {t('tracking.safety.sosNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button driver-sos__button" onClick={() => setConfirming(true)}>
          {t('tracking.safety.sos')}
        </button>
      )}
      {note ? <p role={note.kind}>{note.text}</p> : null}
    </div>
  );
}
