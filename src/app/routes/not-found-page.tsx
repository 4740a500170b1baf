// The page of an address that names nothing (spec 2.1): says so in the page's language, under a title of its own,
// with a way home that keeps the `/{country}/{lang}/` prefix. The server answers these addresses 404 with the same
// words (server/modules/pages/not-found-head.ts).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { PageNotice } from '../../components/page-notice';
import { useBrand } from '../../lib/brand-store';
import { useLocalePath } from '../../lib/use-locale-path';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { businessName } = useBrand();
  const to = useLocalePath();
  const title = t('common.notFound');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName })}</title>
      <PageNotice
        eyebrow="404"
        title={title}
        body={t('common.notFoundBody')}
        action={
          <Link className="button button--primary" to={to(ROUTES.base)}>
            {t('common.notFoundHome')}
          </Link>
        }
      />
    </div>
  );
}
