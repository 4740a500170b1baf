// contact-us (spec 2.5): "Tell Us How We Can Help You", who the form is for, and the form itself.
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../features/contact/contact-form';
import { useBrand } from '../../lib/brand-store';

export function ContactPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="page page--narrow">
      <title>
        {t('common.documentTitle', { page: t('screens.contactUs'), businessName: brand.businessName })}
      </title>
      <h1 className="page__title">{t('contact.title')}</h1>
      <p className="muted">{t('contact.note', { businessName: brand.businessName })}</p>
      <p className="muted">{t('contact.support')}</p>
      <div className="card contact-card">
        <ContactForm />
      </div>
    </div>
  );
}
