// The emergency contact (GET|PUT /api/v1/me/emergency-contact): who gets the live link when the rider presses
// SOS on a ride.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { emergencyContactSchema } from '../../domain/riders/emergency-contact';
import { describeError } from '../../lib/describe-error';
import { useSaveEmergencyContact } from './account-queries';

type ContactInput = z.input<typeof emergencyContactSchema>;

export function EmergencyContactForm({ saved }: { saved: { name: string; phone: string } | null }) {
  const { t } = useTranslation();
  const save = useSaveEmergencyContact();
  const form = useForm<ContactInput, unknown, z.output<typeof emergencyContactSchema>>({
    resolver: zodResolver(emergencyContactSchema),
    defaultValues: saved ?? { name: '', phone: '' },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: (answer) => form.reset(answer.emergencyContact ?? values) }),
  );
  return (
    <form className="panel stack" onSubmit={onSubmit} noValidate aria-labelledby="profile-emergency">
      <h2 id="profile-emergency" className="panel__title">
        {t('profile.emergency.title')}
      </h2>
      <p className="muted">{t('profile.emergency.hint')}</p>
      <div className="field">
        <label htmlFor="emergency-name" className="field__label">
          {t('profile.emergency.name')}
        </label>
        <input id="emergency-name" className="field__input" {...form.register('name')} />
        {errors.name ? <p className="field__error">{t('profile.nameRequired')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="emergency-phone" className="field__label">
          {t('profile.emergency.phone')}
        </label>
        <input
          id="emergency-phone"
          className="field__input"
          type="tel"
          inputMode="tel"
          {...form.register('phone')}
        />
        {errors.phone ? <p className="field__error">{t('auth.rider.phoneInvalid')}</p> : null}
      </div>
      {save.error ? (
        <p className="form-error" role="alert">
          {describeError(save.error, t)}
        </p>
      ) : null}
      {save.isSuccess && !isDirty ? (
        <p className="muted" role="status">
          {t('profile.saved')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!isDirty || save.isPending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
