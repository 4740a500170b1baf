// Every screen not built yet: names the screen the route table gives it and says honestly it is coming, inside
// the layout it will live in, with the way back to that layout's home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, type RouteKey } from '../../domain/routes';
import { ComingSoon } from '../../components/coming-soon';
import { useBrand } from '../../lib/brand-store';
import { useLocalePath } from '../../lib/use-locale-path';
import type { ScreenLayout } from '../route-table';

interface ComingSoonPageProps {
  screen: RouteKey;
  layout: ScreenLayout;
}

export function ComingSoonPage({ screen: key, layout }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const screen = t(`screens.${key}`);
  const partner = layout !== 'rider';

  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: screen, businessName: brand.businessName })}</title>
      <ComingSoon
        eyebrow={t('comingSoon.label')}
        title={screen}
        body={t('comingSoon.body')}
        action={
          <Link className="button button--primary" to={to(partner ? ROUTES.travelHome : ROUTES.base)}>
            {partner ? t('comingSoon.backPartner') : t('comingSoon.backHome')}
          </Link>
        }
      />
    </div>
  );
}
