// App download (spec 2.5): "Download {business} Apps" with a Partner App tab (the default) and a Driver App tab,
// each with the partner's store listing and direct APK link; the PWA's own install button sits beside them
// (handed in by the app layer; null, and the section left out, when the browser offers no install).
import './apps.css';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_KINDS, type AppKind } from '../../domain/app-links';
import { Tabs } from '../../components/tabs';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { appLinksQueryOptions } from './app-links-query';

interface AppDownloadProps {
  businessName: string;
  initialApp: AppKind;
  /** The PWA's install button, or null when this browser offers no install. */
  install: ReactNode;
}

export function AppDownload({ businessName, initialApp, install }: AppDownloadProps) {
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
