// The rider's contact on the ride form (name, phone, optional e-mail) and, for airport rides, the flight number.
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RideFormValues } from '../../domain/booking/ride-form';

type TextField = 'customerName' | 'customerPhone' | 'customerEmail' | 'flightNumber';

interface ContactFieldsProps {
  register: UseFormRegister<RideFormValues>;
  errors: FieldErrors<RideFormValues>;
  message: (error: FieldError | undefined) => string | undefined;
  airport: boolean;
}

const INPUTS: Record<TextField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  flightNumber: { type: 'text', autoComplete: 'off' },
  customerName: { type: 'text', autoComplete: 'name' },
  customerPhone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  customerEmail: { type: 'email', autoComplete: 'email', inputMode: 'email' },
};

export function ContactFields({ register, errors, message, airport }: ContactFieldsProps) {
  const { t } = useTranslation();
  const fields: TextField[] = airport
    ? ['flightNumber', 'customerName', 'customerPhone', 'customerEmail']
    : ['customerName', 'customerPhone', 'customerEmail'];
  return (
    <div className="ride-form__contact">
      {fields.map((name) => {
        const error = message(errors[name]);
        const id = `ride-${name}`;
        return (
          <div key={name} className="field">
            <label htmlFor={id} className="field__label">
              {t(`booking.form.${name}`)}
            </label>
            <input
              id={id}
              className="field__input"
              {...INPUTS[name]}
              placeholder={t(`booking.form.${name}Placeholder`)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(name)}
            />
            {error ? (
              <p id={`${id}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
