// The Settings area: every section of the partner's settings on one page, each its own form saved on its own,
// with a list of the sections to jump to. Staff is a feature of its own; the page passes it in as a slot.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerSettings, SettingsPatch } from '../../domain/partners/partner-settings';
import { describeError } from '../../lib/describe-error';
import { AppsForm, LegalForm } from './apps-legal-forms';
import { AssistantForm } from './assistant-form';
import { BillingSection } from './billing-section';
import { BookingWindowForm } from './booking-window-form';
import { BrandForm } from './brand-form';
import { CancellationForm } from './cancellation-form';
import { DispatchForm } from './dispatch-form';
import { FaqForm } from './faq-form';
import { FaresEditor } from './fares-editor';
import { InvoicingForm } from './invoicing-form';
import { LanguagesForm } from './languages-form';
import { PaymentsForm } from './payments-form';
import { PlacesForm } from './places-form';
import { PromoCodesSection } from './promo-codes-section';
import { RiderRewardsForm } from './rider-rewards-form';
import { RiderMessagesSection } from './rider-messages-section';
import { useSaveSettings, useSettings } from './settings-query';
import type { SectionProps } from './settings-section';
import { SiteForm } from './site-form';
import { WhatsappForm } from './whatsapp-form';
import './settings.css';

const SECTIONS = [
  'brand',
  'site',
  'languages',
  'fares',
  'cancellation',
  'bookingWindow',
  'payments',
  'invoicing',
  'dispatch',
  'places',
  'whatsapp',
  'assistant',
  'riderMessages',
  'riderRewards',
  'promoCodes',
  'faq',
  'apps',
  'legal',
  'billing',
] as const;
type Section = (typeof SECTIONS)[number];

const titleKey = (section: string) =>
  section === 'cancellation' ? 'fees.settings.title' : `settings.sections.${section}`;

const FORMS: Record<Section, (props: SectionProps) => ReactNode> = {
  brand: BrandForm,
  site: SiteForm,
  languages: LanguagesForm,
  fares: FaresEditor,
  cancellation: CancellationForm,
  bookingWindow: BookingWindowForm,
  payments: PaymentsForm,
  invoicing: InvoicingForm,
  dispatch: DispatchForm,
  places: PlacesForm,
  whatsapp: WhatsappForm,
  assistant: AssistantForm,
  riderMessages: RiderMessagesSection,
  riderRewards: RiderRewardsForm,
  promoCodes: PromoCodesSection,
  faq: FaqForm,
  apps: AppsForm,
  legal: LegalForm,
  billing: BillingSection,
};

interface SettingsSectionsProps {
  /** Sections the page adds after ours, such as staff, with their titles. */
  extra?: readonly { key: string; title: string; content: ReactNode }[];
  /** Shown above the sections, such as the way back to the setup wizard. */
  lead?: ReactNode;
}

export function SettingsSections({ extra = [], lead }: SettingsSectionsProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const saveSettings = useSaveSettings();
  if (settings.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (settings.isError) return <p className="form-error">{describeError(settings.error, t)}</p>;
  const current: PartnerSettings = settings.data;
  const save = (patch: SettingsPatch) =>
    Object.keys(patch).length > 0 ? saveSettings.mutateAsync(patch) : Promise.resolve(current);
  const all = [...SECTIONS.map((key) => ({ key, title: t(titleKey(key)), content: null })), ...extra];

  return (
    <div className="settings">
      <nav className="settings-toc" aria-label={t('settings.tocLabel')}>
        <ul>
          {all.map((section) => (
            <li key={section.key}>
              <a href={`#settings-${section.key}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {lead}
      {SECTIONS.map((key) => {
        const Form = FORMS[key];
        return (
          <section
            key={key}
            id={`settings-${key}`}
            className="panel"
            aria-labelledby={`settings-${key}-title`}
          >
            <h2 id={`settings-${key}-title`} className="panel__title">
              {t(titleKey(key))}
            </h2>
            <Form settings={current} save={save} submitLabel={t('settings.save')} />
          </section>
        );
      })}
      {extra.map((section) => (
        <section
          key={section.key}
          id={`settings-${section.key}`}
          className="panel"
          aria-labelledby={`settings-${section.key}-title`}
        >
          <h2 id={`settings-${section.key}-title`} className="panel__title">
            {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </div>
  );
}
