// A button that saves a file served behind a session, says when it is at work and, when it fails, why, in the
// reader's language (`describe` turns the error into words).
import { useState } from 'react';

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
