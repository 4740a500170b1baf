// Buttons that save a file served behind a session (a statement, a ride's invoice), say when they are at work
// and, when it fails, why, in the reader's language. One module for both, so the screens that use either share
// one small chunk.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { downloadFile } from '../lib/download-file';

interface DownloadButtonProps {
  label: string;
  busyLabel: string;
  download: () => Promise<void>;
  describe: (error: unknown) => string;
  className?: string;
}

export function DownloadButton({ label, busyLabel, download, describe, className }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="download-button">
      <button
        type="button"
        className={className ?? 'button button--ghost button--small'}
        onClick={run}
        disabled={busy}
      >
        {busy ? busyLabel : label}
      </button>
      {error ? (
        <span className="form-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** The server's invoice routes: the rider's own ride, or any of the partner's, with the trip's labels in the page's
 * language. Kept here, not with the invoice contracts, so the rider's screens do not load those. */
const invoicePath = (rideId: string, who: 'rider' | 'partner', language: string) =>
  `${who === 'rider' ? `/api/v1/rides/${rideId}` : `/api/v1/partner/rides/${rideId}`}/invoice.pdf?lang=${language}`;

export function InvoiceDownload({ rideId, who }: { rideId: string; who: 'rider' | 'partner' }) {
  const { t, i18n } = useTranslation();
  return (
    <DownloadButton
      label={t('invoices.download')}
      busyLabel={t('invoices.downloading')}
      download={() =>
        downloadFile(
          invoicePath(rideId, who, i18n.language),
          who === 'rider' ? 'user' : 'business',
          'invoice.pdf',
        )
      }
      describe={(error) => describeError(error, t)}
    />
  );
}
