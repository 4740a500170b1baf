// The partner's own apps (spec 2.3 travel/apps): the rider site's address with a QR code to print, the driver
// app's address with a QR code for drivers, the store and APK links set in settings, each with a copy button.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_KINDS } from '../../domain/partners/app-links';
import { CopyButton } from '../../components/copy-button';
import { appLinksQueryOptions } from './app-links-query';
import './apps.css';

const QrCode = lazy(() => import('../../components/qr-code').then((m) => ({ default: m.QrCode })));
/** The driver app is a frame of the same site (ARCHITECTURE: Drivers). */
const DRIVER_APP_PATH = '/driver';

function AddressCard({
  id,
  title,
  hint,
  address,
}: {
  id: string;
  title: string;
  hint: string;
  address: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel partner-app" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      <p className="muted">{hint}</p>
      <p className="partner-app__address">
        <a href={address} target="_blank" rel="noreferrer" dir="ltr">
          {address}
        </a>{' '}
        <CopyButton value={address} label={t('apps.copyLabel', { what: title })} />
      </p>
      <Suspense fallback={null}>
        <QrCode value={address} label={t('apps.qrOf', { what: title })} className="partner-app__qr" />
      </Suspense>
    </section>
  );
}

export function PartnerApps({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const links = useQuery(appLinksQueryOptions());
  const stores = APP_KINDS.flatMap((kind) =>
    (['storeUrl', 'apkUrl'] as const).flatMap((field) => {
      const url = links.data?.[kind][field];
      return url ? [{ key: `${kind}-${field}`, label: t(`apps.links.${kind}.${field}`), url }] : [];
    }),
  );
  return (
    <div className="console-page">
      <AddressCard
        id="apps-rider"
        title={t('apps.riderSite')}
        hint={t('apps.riderHint')}
        address={`${origin}/`}
      />
      <AddressCard
        id="apps-driver"
        title={t('apps.driverApp')}
        hint={t('apps.driverHint')}
        address={`${origin}${DRIVER_APP_PATH}`}
      />
      <section className="panel" aria-labelledby="apps-stores">
        <h2 id="apps-stores" className="panel__title">
          {t('apps.storesTitle')}
        </h2>
        {links.data && stores.length === 0 ? <p className="muted">{t('apps.noStores')}</p> : null}
        <ul className="partner-app__links">
          {stores.map((store) => (
            <li key={store.key}>
              <a href={store.url} target="_blank" rel="noreferrer">
                {store.label}
              </a>{' '}
              <CopyButton value={store.url} label={t('apps.copyLabel', { what: store.label })} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
