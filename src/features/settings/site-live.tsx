// "Your site is live": the address riders book on (same protocol and port as this page, so it works in
// development too), as a link, a QR code to print or share, and a button that opens it.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerSettings } from '../../domain/partners/partner-settings';

const QrCode = lazy(() => import('../../components/qr-code').then((m) => ({ default: m.QrCode })));

/** The site's address as this page would reach it: its protocol and port, the site's host name. */
export function siteUrl(address: string): string {
  const url = new URL(window.location.href);
  url.hostname = address;
  url.pathname = '/';
  url.search = '';
  url.hash = '';
  return url.href;
}

export function SiteLive({ settings }: { settings: PartnerSettings }) {
  const { t } = useTranslation();
  const href = siteUrl(settings.site.address);
  const shown = href.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <div className="site-live">
      <p className="site-live__address">
        {t('settings.live.address')}{' '}
        <a href={href} target="_blank" rel="noopener">
          {shown}
        </a>
      </p>
      <Suspense fallback={null}>
        <QrCode className="settings-qr" value={href} label={t('settings.live.qr', { address: shown })} />
      </Suspense>
      <a className="button button--primary" href={href} target="_blank" rel="noopener">
        {t('settings.live.open')}
      </a>
    </div>
  );
}
