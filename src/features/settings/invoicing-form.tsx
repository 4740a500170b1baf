// What the partner's tax invoices print: the registered (legal) name, the GSTIN (checked with its check
// character as typed) and the registered address. Without a GSTIN, rides get a bill of supply with no tax.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { invoicingSettingsSchema } from '../../domain/money/invoice';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

type InvoicingInput = z.input<typeof invoicingSettingsSchema>;
const FIELDS = ['legalName', 'gstin', 'address'] as const;

export function InvoicingForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<InvoicingInput, unknown, z.output<typeof invoicingSettingsSchema>>({
    resolver: zodResolver(invoicingSettingsSchema),
    defaultValues: settings.invoicing,
  });
  const saving = useSectionSave('invoicing', FIELDS, form.setError);
  const onSubmit = form.handleSubmit((values) => saving.run(() => save({ invoicing: values })));

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      {FIELDS.map((name) => {
        const fieldId = `${id}-${name}`;
        const error = settingsMessage(t, form.formState.errors[name]?.message);
        const hint = name === 'gstin' ? t('invoices.settings.gstinHint') : undefined;
        return (
          <SettingsField
            key={name}
            id={fieldId}
            label={t(`invoices.settings.${name}`)}
            hint={hint}
            error={error}
          >
            {name === 'address' ? (
              <textarea
                {...fieldAria(fieldId, error)}
                className="field__input settings-textarea"
                rows={3}
                {...form.register(name)}
              />
            ) : (
              <input
                {...fieldAria(fieldId, error, hint ? 'hint' : undefined)}
                className="field__input"
                autoComplete="off"
                autoCapitalize={name === 'gstin' ? 'characters' : undefined}
                {...form.register(name)}
              />
            )}
          </SettingsField>
        );
      })}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
