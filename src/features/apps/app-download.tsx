// App download (spec 2.5): "Download {business} Apps" with a Partner App tab (the default) and a Driver App tab,
// each with the partner's store listing and direct APK link; the PWA's own install button sits beside them
// (handed in by the app layer; null, and the section left out, when the browser offers no install). The Driver
// App tab also opens the driver web app, with a QR code of its address for a driver's phone to scan.
import './apps.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_KINDS, type AppKind } from '../../domain/partners/app-links';
import { Tabs } from '../../components/tabs';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { appLinksQueryOptions } from './app-links-query';

const QrCode = lazy(() => import('../../components/qr-code').then((m) => ({ default: m.QrCode })));

interface AppDownloadProps {
  businessName: string;
  initialApp: AppKind;
  /** The PWA's install button, or null when this browser offers no install. */
  install: ReactNode;
  /** The driver web app's address on this site (with the visitor's country and language prefix). */
  driverAppPath: string;
}

export function AppDownload({ businessName, initialApp, install, driverAppPath }: AppDownloadProps) {
  const { t } = useTranslation();
  const [app, setApp] = useState<AppKind>(initialApp);
  const links = useQuery(appLinksQueryOptions());
  const link = links.data?.[app];
  // A host no partner runs has no apps of its own: that reads as "not published", not as a failure.
  const unknownSite = links.error instanceof ApiRequestError && links.error.status === 404;
  const tabs = APP_KINDS.map((key) => ({ key, label: t(`apps.tabs.${key}`) }));

  return (
    <>
      <h1 className="page__title">{t('apps.title', { businessName })}</h1>
      <Tabs label={t('apps.tabsLabel')} items={tabs} selected={app} onSelect={setApp}>
        <div className="app-download">
          <p>{t(`apps.${app}.body`, { businessName })}</p>
          {links.isPending ? null : link?.storeUrl || link?.apkUrl ? (
            <div className="app-download__links">
              {link.storeUrl ? (
                <a className="button button--primary" href={link.storeUrl} rel="noopener" target="_blank">
                  {t('apps.store')}
                </a>
              ) : null}
              {link.apkUrl ? (
                <a className="button button--ghost" href={link.apkUrl} rel="noopener" download>
                  {t('apps.apk')}
                </a>
              ) : null}
            </div>
          ) : (
            <p className="muted">
              {links.isError && !unknownSite ? describeError(links.error, t) : t('apps.none')}
            </p>
          )}
          {app === 'driver' ? <DriverWebApp businessName={businessName} path={driverAppPath} /> : null}
          {install ? (
            <div className="app-download__install">
              <p className="muted">{t('apps.install')}</p>
              {install}
            </div>
          ) : null}
        </div>
      </Tabs>
    </>
  );
}

function DriverWebApp({ businessName, path }: { businessName: string; path: string }) {
  const { t } = useTranslation();
  const address = new URL(path, window.location.origin).href;
  return (
    <div className="app-download__web">
      <p>{t('apps.driverWeb.body', { businessName })}</p>
      <Suspense fallback={null}>
        <QrCode className="app-download__qr" value={address} label={t('apps.driverWeb.qr', { address })} />
      </Suspense>
      <a className="button button--primary" href={path}>
        {t('apps.driverWeb.open', { businessName })}
      </a>
    </div>
  );
}
