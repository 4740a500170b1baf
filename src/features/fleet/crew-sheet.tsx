// The add driver / add travel company sheet (spec 5): name (required, at most 50, counter n/50) and an
// international phone (India and United States first; United Kingdom too for drivers). Continue waits for both;
// the shared schema checks them and the server's field errors land under the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS } from '../../domain/constants';
import { crewInputSchema } from '../../domain/drivers/fleet';
import { PhoneInput } from '../../components/phone-input';
import { Sheet } from '../../components/sheet';
import { ApiRequestError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-store';
import type { CrewKind } from './fleet-keys';
import { useAddCrewMember } from './crew-mutations';
import { fleetMessage } from './fleet-messages';
import { Field } from './vehicle-sheet';

const PREFERRED: Record<CrewKind, readonly CountryCode[]> = {
  drivers: ['IN', 'US', 'GB'],
  'travel-companies': ['IN', 'US'],
};

const COUNTRY_BY_BRAND: Record<string, CountryCode> = {
  in: 'IN',
  us: 'US',
  uk: 'GB',
  ae: 'AE',
  qa: 'QA',
  sa: 'SA',
};

interface CrewSheetProps {
  kind: CrewKind;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  onFailed: () => void;
}

export function CrewSheet({ kind, open, onClose, onSaved, onFailed }: CrewSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      title={t(`partner.crew.${kind}.addTitle`)}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <CrewForm kind={kind} onSaved={onSaved} onFailed={onFailed} />
    </Sheet>
  );
}

function CrewForm({ kind, onSaved, onFailed }: Omit<CrewSheetProps, 'open' | 'onClose'>) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const id = useId();
  const add = useAddCrewMember(kind);
  const form = useForm<z.input<typeof crewInputSchema>, unknown, z.output<typeof crewInputSchema>>({
    resolver: zodResolver(crewInputSchema),
    defaultValues: { firstName: '', lastName: '', phone: '' },
  });
  const { errors } = form.formState;
  const [firstName, phone] = form.watch(['firstName', 'phone']);
  const nameError =
    errors.firstName?.message === 'Name is required'
      ? t(`partner.crew.${kind}.nameRequired`)
      : fleetMessage(t, errors.firstName?.message);

  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.phone) {
          form.setError('phone', { message: error.fields.phone });
        }
        onFailed();
      },
    }),
  );

  return (
    <form className="stack fleet-form" onSubmit={onSubmit} noValidate>
      <Field
        id={`${id}-name`}
        label={t(`partner.crew.${kind}.name`)}
        error={nameError}
        counter={`${firstName.length}/${LIMITS.nameMax}`}
      >
        <input
          id={`${id}-name`}
          className="field__input"
          type="text"
          autoComplete="name"
          maxLength={LIMITS.nameMax}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={`${id}-name-counter${nameError ? ` ${id}-name-error` : ''}`}
          {...form.register('firstName')}
        />
      </Field>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            labels={{
              number: t('partner.crew.phone'),
              country: t('partner.phone.country'),
              search: t('partner.phone.search'),
              noMatch: t('partner.phone.noMatch'),
            }}
            language={i18n.language}
            preferred={PREFERRED[kind]}
            defaultCountry={COUNTRY_BY_BRAND[brand.countryCode] ?? 'IN'}
            error={fleetMessage(t, errors.phone?.message)}
            required
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!firstName.trim() || !phone || add.isPending}
      >
        {t('auth.continue')}
      </button>
    </form>
  );
}
