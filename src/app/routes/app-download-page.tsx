// {role}/app and appstores (spec 2.5): the partner's app downloads, with the PWA's install button beside the
// store links and, on small screens, a way back to the home that replaces this page in the history.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppKind } from '../../domain/partners/app-links';
import { ROUTES } from '../../domain/routes';
import { BackIcon } from '../../components/screen-icons';
import { AppDownload } from '../../features/apps/app-download';
import { useBrand } from '../../lib/brand-store';
import { useInstallOption } from '../../lib/install-prompt';
import { useLocalePath } from '../../lib/use-locale-path';
import { InstallButton } from '../install-button';

export function AppDownloadPage({ initialApp }: { initialApp: AppKind }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const installOption = useInstallOption();
  return (
    <div className="page page--narrow">
      <title>
        {t('common.documentTitle', { page: t('screens.appstores'), businessName: brand.businessName })}
      </title>
      <Link className="button button--link app-download__back" to={to(ROUTES.base)} replace>
        <BackIcon />
        {t('apps.back')}
      </Link>
      <AppDownload
        businessName={brand.businessName}
        initialApp={initialApp}
        install={installOption ? <InstallButton className="button button--ghost" /> : null}
        driverAppPath={to(ROUTES.driver)}
      />
    </div>
  );
}
