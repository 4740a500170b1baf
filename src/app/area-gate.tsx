// A console page for the roles that may use its area: others (a dispatcher opening the settings' address, say)
// are told whose page it is instead of meeting a screen whose every request the server refuses.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerArea } from '../domain/partners/partner-staff';
import { ROUTES } from '../domain/routes';
import { PageLoader } from '../components/page-loader';
import { useAreaCheck, usePartnerRole } from '../lib/partner-role';
import { useLocalePath } from '../lib/use-locale-path';

export function AreaGate({ area, children }: { area: PartnerArea; children: ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const role = usePartnerRole();
  const allowed = useAreaCheck()(area);
  if (allowed === null) return <PageLoader />;
  if (allowed || role === null) return children;
  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t('roles.notAllowedTitle')}</h1>
      <p className="muted">{t('roles.notAllowedBody', { role: t(`staff.roles.${role}`) })}</p>
      <Link className="button button--primary" to={to(ROUTES.travelHome)}>
        {t('comingSoon.backPartner')}
      </Link>
    </div>
  );
}
