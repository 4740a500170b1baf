// How bookings reach drivers: by hand from the office, or offered by the app one driver at a time. With offers,
// how long each driver has to answer and how many are asked; the busy window (a driver with a ride due within it
// is busy, and rides due within it are offered, later ones wait for it) and the offer radius, widening by its own
// size each time nobody takes a ride, up to the maximum.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DISPATCH_MODES, dispatchSettingsSchema } from '../../domain/drivers/driver-app';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

type DispatchInput = z.input<typeof dispatchSettingsSchema>;
const NUMBERS = [
  'offerTimeoutSeconds',
  'maxOffers',
  'busyWindowMinutes',
  'offerRadiusKm',
  'offerMaxRadiusKm',
] as const;
const FIELDS = ['mode', ...NUMBERS] as const;

export function DispatchForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<DispatchInput, unknown, z.output<typeof dispatchSettingsSchema>>({
    resolver: zodResolver(dispatchSettingsSchema),
    defaultValues: settings.dispatch,
  });
  const saving = useSectionSave('dispatch', FIELDS, form.setError);
  const onSubmit = form.handleSubmit((values) => saving.run(() => save({ dispatch: values })));

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <SettingsField id={`${id}-mode`} label={t('dispatchSettings.mode')}>
        <select id={`${id}-mode`} className="field__input" {...form.register('mode')}>
          {DISPATCH_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`dispatchSettings.modes.${mode}`)}
            </option>
          ))}
        </select>
      </SettingsField>
      {NUMBERS.map((name) => {
        const fieldId = `${id}-${name}`;
        const error = settingsMessage(t, form.formState.errors[name]?.message);
        const hint = t(`dispatchSettings.hints.${name}`);
        return (
          <SettingsField
            key={name}
            id={fieldId}
            label={t(`dispatchSettings.${name}`)}
            hint={hint}
            error={error}
          >
            <input
              {...fieldAria(fieldId, error, hint)}
              className="field__input"
              type="number"
              inputMode="numeric"
              {...form.register(name, { valueAsNumber: true })}
            />
          </SettingsField>
        );
      })}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
