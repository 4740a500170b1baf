// Booking hours and minimum notice: the shortest notice a rider must give, and either any time of any day or
// opening times per weekday in the site's time zone (an end before the start runs past midnight; a day without
// times is closed). Riders' forms offer only these times; the server refuses others, the office's own bookings
// for callers aside.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  bookingWindowSchema,
  WEEKDAYS,
  type BookingWindow,
  type Weekday,
} from '../../domain/booking/booking-hours';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

interface WindowForm extends BookingWindow {
  /** False: pickups any time of any day (saved as no hours). */
  limited: boolean;
}
type Form = UseFormReturn<WindowForm, unknown, WindowForm>;

const FIELDS = ['minimumLeadMinutes', 'hours'] as const;
const NEW_HOURS = { from: '06:00', to: '22:00' };
const NO_HOURS = 'Add at least one opening time';

const windowFormSchema = z
  .object({ limited: z.boolean() })
  .and(bookingWindowSchema)
  .superRefine((form, ctx) => {
    if (form.limited && form.hours.length === 0)
      ctx.addIssue({ code: 'custom', path: ['hours'], message: NO_HOURS });
  });

const resolver: Resolver<WindowForm, unknown, WindowForm> = (values, context, options) =>
  zodResolver(windowFormSchema)(
    { ...values, hours: values.limited ? values.hours : [] },
    context,
    options,
  ) as ReturnType<Resolver<WindowForm, unknown, WindowForm>>;

/** Monday 2 March 2026 onwards: a known week to name the weekdays in the partner's language. */
const weekdayName = (day: Weekday, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 2, 2 + WEEKDAYS.indexOf(day)),
  );

function DayHours({ form, day, hours }: { form: Form; day: Weekday; hours: ReturnType<typeof useHours> }) {
  const { t, i18n } = useTranslation();
  const id = `${useId()}-${day}`;
  const name = weekdayName(day, i18n.language);
  const rows = hours.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.day === day);
  return (
    <fieldset className="settings-group booking-window__day">
      <legend className="settings-group__title">{name}</legend>
      {rows.length === 0 ? <p className="settings-hint">{t('bookingWindow.closed')}</p> : null}
      {rows.map(({ field, index }) => {
        const errors = form.formState.errors.hours?.[index];
        const error = settingsMessage(t, errors?.from?.message ?? errors?.to?.message);
        return (
          <div key={field.id} className="booking-window__interval">
            {(['from', 'to'] as const).map((end) => (
              <SettingsField key={end} id={`${id}-${index}-${end}`} label={t(`bookingWindow.${end}`)}>
                <input
                  {...fieldAria(`${id}-${index}-${end}`, error)}
                  className="field__input"
                  type="time"
                  step={300}
                  {...form.register(`hours.${index}.${end}`)}
                />
              </SettingsField>
            ))}
            <button
              type="button"
              className="button button--danger button--small"
              aria-label={t('bookingWindow.removeHours', { day: name })}
              onClick={() => hours.remove(index)}
            >
              {t('bookingWindow.remove')}
            </button>
            {error ? <p className="field__error">{error}</p> : null}
          </div>
        );
      })}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={t('bookingWindow.addHoursFor', { day: name })}
        onClick={() => hours.append({ day, ...NEW_HOURS })}
      >
        {t('bookingWindow.addHours')}
      </button>
    </fieldset>
  );
}

const useHours = (form: Form) => useFieldArray({ control: form.control, name: 'hours' });

export function BookingWindowForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = settings.bookingWindow;
  const form: Form = useForm<WindowForm, unknown, WindowForm>({
    resolver,
    defaultValues: { ...current, limited: current.hours.length > 0 },
  });
  const hours = useHours(form);
  const limited = form.watch('limited');
  const saving = useSectionSave('bookingWindow', FIELDS, form.setError);
  const onSubmit = form.handleSubmit(async ({ minimumLeadMinutes, hours: open }) => {
    const saved = await saving.run(() => save({ bookingWindow: { minimumLeadMinutes, hours: open } }));
    if (saved) form.reset({ minimumLeadMinutes, hours: open, limited: open.length > 0 });
  });
  const leadError = settingsMessage(t, form.formState.errors.minimumLeadMinutes?.message);
  const hoursError = settingsMessage(
    t,
    form.formState.errors.hours?.root?.message ?? form.formState.errors.hours?.message,
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <p className="settings-note">{t('bookingWindow.intro', { timezone: settings.site.timezone })}</p>
      <SettingsField
        id={`${id}-lead`}
        label={t('bookingWindow.lead')}
        hint={t('bookingWindow.leadHint')}
        error={leadError}
      >
        <input
          {...fieldAria(`${id}-lead`, leadError, t('bookingWindow.leadHint'))}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('minimumLeadMinutes', { valueAsNumber: true })}
        />
      </SettingsField>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('bookingWindow.hoursTitle')}</legend>
        <label className="settings-switch">
          <input
            type="radio"
            name={`${id}-limited`}
            checked={!limited}
            onChange={() => form.setValue('limited', false, { shouldDirty: true })}
          />
          <span>{t('bookingWindow.anyTime')}</span>
        </label>
        <label className="settings-switch">
          <input
            type="radio"
            name={`${id}-limited`}
            checked={limited}
            onChange={() => {
              form.setValue('limited', true, { shouldDirty: true });
              if (hours.fields.length === 0) hours.append(WEEKDAYS.map((day) => ({ day, ...NEW_HOURS })));
            }}
          />
          <span>{t('bookingWindow.limited')}</span>
        </label>
      </fieldset>
      {limited ? (
        <>
          <p className="settings-hint">{t('bookingWindow.overnight')}</p>
          {WEEKDAYS.map((day) => (
            <DayHours key={day} form={form} day={day} hours={hours} />
          ))}
          {hoursError ? (
            <p className="field__error" role="alert">
              {hoursError}
            </p>
          ) : null}
        </>
      ) : null}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
