// Cancellation rules: how long before pickup (and after booking) riders cancel free, the fee after that, and how
// long the driver waits before a rider who did not come owes the no-show fee. Fixed fees are typed in the
// site's currency and saved in minor units; the server checks the same schema and prices every cancel.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cancellationRulesSchema, FEE_KINDS, type CancellationRules } from '../../domain/rides/cancellation';
import { toMajor, toMinor } from '../../lib/format';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

const FIELDS = [
  'freeUntilMinutes',
  'graceMinutes',
  'cancelFeeKind',
  'cancelFeeValue',
  'noShowWaitMinutes',
  'noShowFeeKind',
  'noShowFeeValue',
] as const;
const FEES = ['cancelFee', 'noShowFee'] as const;
type Fee = (typeof FEES)[number];

/** What the partner types: fixed fees in major units (₹100, not 10000 paise); the saved rules are minor units. */
function minorOf(typed: CancellationRules, currency: string): CancellationRules {
  const rules = { ...typed };
  for (const fee of FEES)
    if (rules[`${fee}Kind`] === 'fixed') rules[`${fee}Value`] = toMinor(rules[`${fee}Value`], currency);
  return rules;
}

function typedOf(rules: CancellationRules, currency: string): CancellationRules {
  const typed = { ...rules };
  for (const fee of FEES)
    if (typed[`${fee}Kind`] === 'fixed') typed[`${fee}Value`] = toMajor(typed[`${fee}Value`], currency);
  return typed;
}

type Form = UseFormReturn<CancellationRules, unknown, CancellationRules>;

function MinutesField({ form, name, label }: { form: Form; name: (typeof FIELDS)[number]; label: string }) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  const error = settingsMessage(t, form.formState.errors[name]?.message);
  return (
    <SettingsField id={id} label={label} error={error}>
      <input
        {...fieldAria(id, error)}
        className="field__input"
        type="number"
        inputMode="numeric"
        min={0}
        {...form.register(name, { valueAsNumber: true })}
      />
    </SettingsField>
  );
}

function FeeFields({ form, fee, currency }: { form: Form; fee: Fee; currency: string }) {
  const { t } = useTranslation();
  const id = `${useId()}-${fee}`;
  const kind = form.watch(`${fee}Kind`);
  const error = settingsMessage(t, form.formState.errors[`${fee}Value`]?.message);
  return (
    <fieldset className="settings-group">
      <legend className="settings-group__title">{t(`fees.settings.${fee}`)}</legend>
      <SettingsField id={`${id}-kind`} label={t('fees.settings.kind')}>
        <select id={`${id}-kind`} className="field__input" {...form.register(`${fee}Kind`)}>
          {FEE_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`fees.settings.kinds.${option}`)}
            </option>
          ))}
        </select>
      </SettingsField>
      <SettingsField
        id={`${id}-value`}
        label={kind === 'fixed' ? t('fees.settings.amount', { currency }) : t('fees.settings.percent')}
        error={error}
      >
        <input
          {...fieldAria(`${id}-value`, error)}
          className="field__input"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...form.register(`${fee}Value`, { valueAsNumber: true })}
        />
      </SettingsField>
    </fieldset>
  );
}

export function CancellationForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const currency = settings.site.currency;
  const form: Form = useForm<CancellationRules, unknown, CancellationRules>({
    resolver: (typed, context, options) =>
      zodResolver(cancellationRulesSchema)(minorOf(typed, currency), context, options),
    defaultValues: typedOf(settings.cancellation, currency),
  });
  const saving = useSectionSave('cancellation', FIELDS, form.setError);
  const onSubmit = form.handleSubmit(async (rules) => {
    const saved = await saving.run(() => save({ cancellation: rules }));
    if (saved) form.reset(typedOf(rules, currency));
  });

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <p className="settings-note">{t('fees.settings.intro')}</p>
      <MinutesField form={form} name="freeUntilMinutes" label={t('fees.settings.freeUntilMinutes')} />
      <MinutesField form={form} name="graceMinutes" label={t('fees.settings.graceMinutes')} />
      <FeeFields form={form} fee="cancelFee" currency={currency} />
      <MinutesField form={form} name="noShowWaitMinutes" label={t('fees.settings.noShowWaitMinutes')} />
      <FeeFields form={form} fee="noShowFee" currency={currency} />
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
