// The brand: business name, logo and banner (uploaded at once), the primary colour with a live preview of a
// header and a button in it and a warning when white text on it is hard to read (saving is still allowed), the
// phone riders call and the country the business runs in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { COUNTRIES, COUNTRY_REGIONS } from '../../domain/constants';
import {
  HEX_COLOR,
  READABLE_CONTRAST,
  brandSettingsSchema,
  contrastWithWhite,
} from '../../domain/partners/partner-settings';
import { intlLocaleOf } from '../../lib/active-locale';
import { ImageField } from './image-field';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';
import { settingsMessage } from './settings-messages';
import type { SectionProps } from './settings-section';
import { useSectionSave } from './use-section-save';

const schema = brandSettingsSchema.pick({
  businessName: true,
  logoUrl: true,
  bannerUrl: true,
  primaryColor: true,
  phone: true,
  countryCode: true,
});
type Input = z.input<typeof schema>;
const FIELDS = ['businessName', 'logoUrl', 'bannerUrl', 'primaryColor', 'phone', 'countryCode'] as const;

export function BrandForm({ settings, save, submitLabel }: SectionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { brand } = settings;
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      businessName: brand.businessName,
      logoUrl: brand.logoUrl,
      bannerUrl: brand.bannerUrl,
      primaryColor: brand.primaryColor,
      phone: brand.phone,
      countryCode: brand.countryCode,
    },
  });
  const saving = useSectionSave('brand', FIELDS, form.setError);
  const { errors } = form.formState;
  const err = (name: (typeof FIELDS)[number]) => settingsMessage(t, errors[name]?.message);
  const [name, color, logo, banner] = form.watch(['businessName', 'primaryColor', 'logoUrl', 'bannerUrl']);
  const countryNames = useMemo(
    () => new Intl.DisplayNames([intlLocaleOf(i18n.language)], { type: 'region' }),
    [i18n.language],
  );
  const onSubmit = form.handleSubmit((values) => saving.run(() => save({ brand: values })));
  const setImage = (field: 'logoUrl' | 'bannerUrl', src: string) => {
    form.clearErrors(field);
    form.setValue(field, src, { shouldDirty: true });
  };

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <SettingsField id={`${id}-name`} label={t('signup.businessName')} error={err('businessName')}>
        <input
          {...fieldAria(`${id}-name`, err('businessName'))}
          className="field__input"
          autoComplete="organization"
          {...form.register('businessName')}
        />
      </SettingsField>
      <ImageField
        id={`${id}-logo`}
        label={t('settings.brand.logo')}
        hint={t('settings.brand.logoHint')}
        value={logo}
        error={err('logoUrl')}
        previewClassName="settings-logo"
        onUploaded={(src) => setImage('logoUrl', src)}
        onFailed={(message) => form.setError('logoUrl', { type: 'server', message })}
      />
      <ImageField
        id={`${id}-banner`}
        label={t('settings.brand.banner')}
        hint={t('settings.brand.bannerHint')}
        value={banner}
        error={err('bannerUrl')}
        previewClassName="settings-banner"
        onUploaded={(src) => setImage('bannerUrl', src)}
        onFailed={(message) => form.setError('bannerUrl', { type: 'server', message })}
      />
      <Controller
        control={form.control}
        name="primaryColor"
        render={({ field }) => (
          <SettingsField
            id={`${id}-color`}
            label={t('settings.brand.color')}
            hint={t('settings.brand.colorHint')}
            error={err('primaryColor')}
          >
            <div className="settings-color">
              <input
                type="color"
                className="settings-color__swatch"
                aria-label={t('settings.brand.colorPicker')}
                value={HEX_COLOR.test(field.value) ? field.value.toLowerCase() : '#000000'}
                onChange={(event) => field.onChange(event.target.value)}
              />
              <input
                {...fieldAria(`${id}-color`, err('primaryColor'), 'hint')}
                className="field__input"
                spellCheck={false}
                autoCapitalize="none"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </div>
          </SettingsField>
        )}
      />
      <ColorPreview color={color} businessName={name} logo={logo} />
      <SettingsField id={`${id}-phone`} label={t('settings.brand.phone')} error={err('phone')}>
        <input
          {...fieldAria(`${id}-phone`, err('phone'))}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...form.register('phone')}
        />
      </SettingsField>
      <SettingsField id={`${id}-country`} label={t('settings.brand.country')} error={err('countryCode')}>
        <select
          {...fieldAria(`${id}-country`, err('countryCode'))}
          className="field__input"
          {...form.register('countryCode')}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {countryNames.of(COUNTRY_REGIONS[country]) ?? country}
            </option>
          ))}
        </select>
      </SettingsField>
      <SaveBar label={submitLabel} saving={saving.saving} saved={saving.saved} error={saving.error} />
    </form>
  );
}

/** A header and a button in the chosen colour, and whether white text on it can be read. */
function ColorPreview({ color, businessName, logo }: { color: string; businessName: string; logo: string }) {
  const { t } = useTranslation();
  if (!HEX_COLOR.test(color)) return null;
  const contrast = contrastWithWhite(color);
  const readable = contrast >= READABLE_CONTRAST;
  return (
    <figure className="settings-preview" aria-label={t('settings.brand.preview')}>
      <div className="settings-preview__header" style={{ background: color }}>
        {logo ? <img src={logo} alt="" className="settings-preview__logo" /> : null}
        <span>{businessName || t('signup.businessName')}</span>
      </div>
      <div className="settings-preview__body">
        <span className="settings-preview__button" style={{ background: color }}>
          {t('settings.brand.previewButton')}
        </span>
      </div>
      <figcaption className={readable ? 'settings-preview__ok' : 'settings-preview__warn'} role="status">
        {readable
          ? t('settings.brand.contrastOk', { ratio: contrast.toFixed(1) })
          : t('settings.brand.contrastLow', { ratio: contrast.toFixed(1), target: READABLE_CONTRAST })}
      </figcaption>
    </figure>
  );
}
