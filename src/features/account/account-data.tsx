// Download my data (the JSON export) and delete my account: deletion asks first, says why when refused (a ride
// still open), and signs the rider out when done (the caller's `onDeleted`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/describe-error';
import { downloadMyData, useDeleteAccount } from './account-queries';

export function AccountData({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [asking, setAsking] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData();
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="panel stack" aria-labelledby="profile-data">
      <h2 id="profile-data" className="panel__title">
        {t('profile.data.title')}
      </h2>
      <p className="muted">{t('profile.data.exportHint')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={downloading}
        onClick={() => void download()}
      >
        {t('profile.data.export')}
      </button>
      {downloadError ? (
        <p className="form-error" role="alert">
          {describeError(downloadError, t)}
        </p>
      ) : null}
      <p className="muted">{t('profile.data.deleteHint')}</p>
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {t('profile.data.delete')}
      </button>
      {remove.error && !asking ? (
        <p className="form-error" role="alert">
          {describeError(remove.error, t)}
        </p>
      ) : null}
      <Dialog
        open={asking}
        title={t('profile.data.confirmTitle')}
        description={t('profile.data.confirmBody')}
        closeLabel={t('common.close')}
        onClose={() => setAsking(false)}
      >
        <div className="account-confirm">
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {t('profile.data.keep')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: onDeleted,
                onSettled: () => setAsking(false),
              })
            }
          >
            {t('profile.data.confirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
