// Name, e-mail and language: saved together; the language also switches the page at once (the caller's
// `onLanguage`, which keeps the address's language prefix in step).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../domain/constants';
import { profilePatchSchema, type RiderProfile } from '../../domain/riders/rider-profile';
import { describeError } from '../../lib/describe-error';
import { useUpdateProfile } from './account-queries';

// A rider who never gave a name may still change the rest: an empty name is left as it is.
const detailsSchema = profilePatchSchema.required({ email: true, language: true }).extend({
  name: z.union([z.literal(''), profilePatchSchema.shape.name.unwrap()]),
});
type DetailsInput = z.input<typeof detailsSchema>;

interface ProfileDetailsProps {
  profile: RiderProfile;
  currentLanguage: Language;
  onLanguage: (language: Language) => void;
}

export function ProfileDetails({ profile, currentLanguage, onLanguage }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<DetailsInput, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      name: profile.name,
      email: profile.email ?? '',
      language: profile.language ?? currentLanguage,
    },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(({ name, ...values }) =>
    update.mutate(name ? { name, ...values } : values, {
      onSuccess: (saved) => {
        form.reset({
          name: saved.name,
          email: saved.email ?? '',
          language: saved.language ?? values.language,
        });
        if (values.language !== currentLanguage) onLanguage(values.language);
      },
    }),
  );

  return (
    <form className="panel stack" onSubmit={onSubmit} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details" className="panel__title">
        {t('profile.details')}
      </h2>
      <div className="field">
        <label htmlFor="profile-name" className="field__label">
          {t('profile.name')}
        </label>
        <input
          id="profile-name"
          className="field__input"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          {...form.register('name')}
        />
        {errors.name ? <p className="field__error">{t('profile.nameRequired')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="profile-email" className="field__label">
          {t('profile.email')}
        </label>
        <input
          id="profile-email"
          className="field__input"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          {...form.register('email')}
        />
        {errors.email ? <p className="field__error">{t('profile.emailInvalid')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="profile-language" className="field__label">
          {t('profile.language')}
        </label>
        <select id="profile-language" className="field__input" {...form.register('language')}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.names.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {update.error ? (
        <p className="form-error" role="alert">
          {describeError(update.error, t)}
        </p>
      ) : null}
      {update.isSuccess && !isDirty ? (
        <p className="muted" role="status">
          {t('profile.saved')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!isDirty || update.isPending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
