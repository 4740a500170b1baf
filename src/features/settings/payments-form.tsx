// Payments: cash is always offered; a UPI ID (with the QR code riders will scan, drawn as it is typed) and the
// card gateway's key and salt with its test mode. The salt is never sent back: the field says whether one is
// saved, and an empty field keeps it.
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { paymentSettingsSchema, upiVpaSchema } from '../../domain/partners/partner-settings';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

const QrCode = lazy(() => import('../../components/qr-code').then((m) => ({ default: m.QrCode })));

const schema = paymentSettingsSchema;
type Input = z.input<typeof schema>;
const FIELDS = ['upiVpa', 'cardKey', 'cardSalt', 'cardTestMode'] as const;

/** The `upi://pay` address a rider's UPI app opens, without an amount: the preview of the partner's QR. */
export function upiPreviewLink(vpa: string, payeeName: string, currency: string): string {
  const params = new URLSearchParams({ pa: vpa, pn: payeeName, cu: currency });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

export function PaymentsForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const { payments } = settings;
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      upiVpa: payments.upiVpa,
      cardKey: payments.cardKey,
      cardSalt: '',
      cardTestMode: payments.cardTestMode,
    },
  });
  const saving = useSectionSave('payments', FIELDS, form.setError);
  const err = (name: (typeof FIELDS)[number]) => settingsMessage(t, form.formState.errors[name]?.message);
  const vpa = form.watch('upiVpa');
  const validVpa = upiVpaSchema.safeParse(vpa);
  const onSubmit = form.handleSubmit(({ cardSalt, ...rest }) =>
    saving.run(async () => {
      await save({ payments: cardSalt ? { ...rest, cardSalt } : rest });
      form.resetField('cardSalt', { defaultValue: '' });
    }),
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <p className="settings-note">
        <strong>{t('settings.payments.cash')}</strong> {t('settings.payments.cashAlways')}
      </p>
      <fieldset className="settings-group">
        <legend className="settings-group__title">UPI</legend>
        <SettingsField
          id={`${id}-upi`}
          label={t('settings.payments.upi')}
          hint={t('settings.payments.upiHint')}
          error={err('upiVpa')}
        >
          <input
            {...fieldAria(`${id}-upi`, err('upiVpa'), 'hint')}
            className="field__input"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="yourname@okaxis"
            {...form.register('upiVpa')}
          />
        </SettingsField>
        {validVpa.success && validVpa.data ? (
          <Suspense fallback={null}>
            <QrCode
              className="settings-qr"
              value={upiPreviewLink(validVpa.data, settings.brand.businessName, settings.site.currency)}
              label={t('settings.payments.upiQr', { vpa: validVpa.data })}
            />
          </Suspense>
        ) : null}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.payments.card')}</legend>
        <p className="settings-hint">
          {payments.cardEnabled ? t('settings.payments.cardOn') : t('settings.payments.cardOff')}
        </p>
        <SettingsField id={`${id}-key`} label={t('settings.payments.cardKey')} error={err('cardKey')}>
          <input
            {...fieldAria(`${id}-key`, err('cardKey'))}
            className="field__input"
            autoComplete="off"
            spellCheck={false}
            {...form.register('cardKey')}
          />
        </SettingsField>
        <SettingsField
          id={`${id}-salt`}
          label={t('settings.payments.cardSalt')}
          hint={payments.cardSaltSet ? t('settings.secretSet') : t('settings.secretNotSet')}
          error={err('cardSalt')}
        >
          <input
            {...fieldAria(`${id}-salt`, err('cardSalt'), 'hint')}
            className="field__input"
            type="password"
            autoComplete="new-password"
            {...form.register('cardSalt')}
          />
        </SettingsField>
        <label className="settings-switch">
          <input type="checkbox" role="switch" {...form.register('cardTestMode')} />
          <span>{t('settings.payments.testMode')}</span>
        </label>
      </fieldset>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}
