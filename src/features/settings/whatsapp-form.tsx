// WhatsApp Cloud: the number's phone-number id, the verify token the partner chose, the app secret and the
// access token (secrets go in, never come back: an empty field keeps what is saved), the webhook address to
// paste into Meta's dashboard, and a test message to any phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { whatsappSettingsSchema } from '../../domain/partners/partner-settings';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { useSendWhatsappTest } from './check-domain';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { siteUrl } from './site-live';
import { useSectionSave } from './use-section-save';

const schema = whatsappSettingsSchema;
type Input = z.input<typeof schema>;
const FIELDS = ['phoneNumberId', 'verifyToken', 'appSecret', 'accessToken'] as const;
const SECRETS = ['verifyToken', 'appSecret', 'accessToken'] as const;

export function WhatsappForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const { whatsapp } = settings;
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { phoneNumberId: whatsapp.phoneNumberId, verifyToken: '', appSecret: '', accessToken: '' },
  });
  const saving = useSectionSave('whatsapp', FIELDS, form.setError);
  const err = (name: (typeof FIELDS)[number]) => settingsMessage(t, form.formState.errors[name]?.message);
  const isSet = {
    verifyToken: whatsapp.verifyTokenSet,
    appSecret: whatsapp.appSecretSet,
    accessToken: whatsapp.accessTokenSet,
  };
  // The address the site answers on now: an own domain only once it is proven and points here.
  const webhook = new URL(whatsapp.webhookPath, siteUrl(settings.site.address)).href;

  const onSubmit = form.handleSubmit((values) => {
    const patch: Partial<Input> = { phoneNumberId: values.phoneNumberId };
    for (const name of SECRETS) if (values[name]) patch[name] = values[name];
    return saving.run(async () => {
      await save({ whatsapp: patch });
      for (const name of SECRETS) form.resetField(name, { defaultValue: '' });
    });
  });

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <SettingsField
        id={`${id}-webhook`}
        label={t('settings.whatsapp.webhook')}
        hint={t('settings.whatsapp.webhookHint')}
      >
        <input
          {...fieldAria(`${id}-webhook`, undefined, 'hint')}
          className="field__input"
          readOnly
          value={webhook}
        />
      </SettingsField>
      <SettingsField
        id={`${id}-number`}
        label={t('settings.whatsapp.phoneNumberId')}
        error={err('phoneNumberId')}
      >
        <input
          {...fieldAria(`${id}-number`, err('phoneNumberId'))}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          {...form.register('phoneNumberId')}
        />
      </SettingsField>
      {SECRETS.map((name) => (
        <SettingsField
          key={name}
          id={`${id}-${name}`}
          label={t(`settings.whatsapp.${name}`)}
          hint={isSet[name] ? t('settings.secretSet') : t('settings.secretNotSet')}
          error={err(name)}
        >
          <input
            {...fieldAria(`${id}-${name}`, err(name), 'hint')}
            className="field__input"
            type="password"
            autoComplete="new-password"
            {...form.register(name)}
          />
        </SettingsField>
      ))}
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
      <WhatsappTest />
    </form>
  );
}

function WhatsappTest() {
  const { t } = useTranslation();
  const testError = (error: unknown) =>
    error instanceof ApiRequestError && error.fields['whatsapp.accessToken']
      ? t('settings.whatsapp.needToken')
      : error instanceof ApiRequestError && error.fields.to
        ? t('signup.errors.phoneInvalid')
        : describeError(error, t);
  const id = useId();
  const [to, setTo] = useState('');
  const test = useSendWhatsappTest();
  return (
    <div className="settings-group">
      <SettingsField id={`${id}-to`} label={t('settings.whatsapp.testTo')}>
        <input
          id={`${id}-to`}
          className="field__input"
          type="tel"
          inputMode="tel"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </SettingsField>
      <div className="settings-save">
        <button
          type="button"
          className="button button--light"
          disabled={!to.trim() || test.isPending}
          onClick={() => test.mutate(to.trim())}
        >
          {t('settings.whatsapp.sendTest')}
        </button>
        <p role="status" className="settings-save__status">
          {test.isError ? <span className="form-error">{testError(test.error)}</span> : null}
          {test.isSuccess ? <span className="form-success">{t('settings.whatsapp.testSent')}</span> : null}
        </p>
      </div>
    </div>
  );
}
