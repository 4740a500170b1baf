// A completed ride's tax invoice, downloaded with the rider's session (their ride screens) or the partner's (the
// console's ride card).
import { useTranslation } from 'react-i18next';
import { invoicePath } from '../domain/invoice';
import { describeError } from '../lib/describe-error';
import { downloadFile } from '../lib/download-file';
import { DownloadButton } from './download-button';

export function InvoiceDownload({ rideId, who }: { rideId: string; who: 'rider' | 'partner' }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('invoices.download')}
      busyLabel={t('invoices.downloading')}
      download={() =>
        downloadFile(invoicePath(rideId, who), who === 'rider' ? 'user' : 'business', 'invoice.pdf')
      }
      describe={(error) => describeError(error, t)}
    />
  );
}
