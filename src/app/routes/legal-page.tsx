// privacy, terms, user/privacy/policy and user/terms: the tenant's legal pages, with the other one and the
// support page a tap away.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegalPage as LegalPageName } from '../../domain/partners/legal-pages';
import { ROUTES } from '../../domain/routes';
import { LegalArticle } from '../../features/legal/legal-article';
import { useLocalePath } from '../../lib/use-locale-path';

export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const other = page === 'terms' ? 'privacyPolicy' : 'terms';
  return (
    <div className="page page--narrow">
      <LegalArticle page={page} />
      <nav className="legal-links" aria-label={t('legal.more')}>
        <Link to={to(other === 'terms' ? ROUTES.terms : ROUTES.privacy)}>{t(`legal.${other}`)}</Link>
        <Link to={to(ROUTES.userSupport)}>{t('screens.userSupport')}</Link>
      </nav>
    </div>
  );
}
