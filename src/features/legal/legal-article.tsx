// The tenant's privacy policy or terms as the rider reads them: the partner's plain text, paragraph by paragraph
// (React escapes it: no markup from settings ever runs).
import { useTranslation } from 'react-i18next';
import type { LegalPage } from '../../domain/partners/legal-pages';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { useLegalPage } from './legal-query';
import './legal.css';

export function LegalArticle({ page }: { page: LegalPage }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const legal = useLegalPage(page);
  const title = legal.data?.title || t(`legal.${page}`);
  return (
    <article className="legal" aria-labelledby="legal-title">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 id="legal-title" className="page__title">
        {title}
      </h1>
      {legal.data ? (
        legal.data.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      ) : legal.isError ? (
        <p role="alert">{describeError(legal.error, t)}</p>
      ) : (
        <p role="status">{t('legal.loading')}</p>
      )}
    </article>
  );
}
