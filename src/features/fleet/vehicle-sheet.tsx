// The add / edit vehicle sheet (spec 5): type, a model from the type's list or typed after 'Other (Enter
// manually)', and the number normalised as it is typed with its n/16 counter. Continue waits for all three; the
// shared schema checks them, and the server's field errors land under the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, VEHICLE_TYPES, type Country } from '../../domain/constants';
import {
  OTHER_MODEL,
  VEHICLE_MODELS,
  vehicleInputSchema,
  vehicleNumberFor,
  type Vehicle,
} from '../../domain/drivers/fleet';
import { PLATE_EXAMPLES } from '../../domain/drivers/vehicle-plate';
import { Sheet } from '../../components/sheet';
import { ApiRequestError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-store';
import { fleetMessage } from './fleet-messages';
import { useSaveVehicle } from './save-vehicle';

/** The sheet's fields, the number read as a plate of the partner's country (the server reads it the same way). */
const vehicleFormSchema = (country: Country) =>
  z
    .object({
      vehicleType: z.string().pipe(vehicleInputSchema.shape.vehicleType),
      modelChoice: z.string(),
      modelOther: z.string(),
      number: vehicleNumberFor(country),
    })
    .transform((form, ctx) => {
      const other = form.modelChoice === OTHER_MODEL;
      const model = vehicleInputSchema.shape.model.safeParse(other ? form.modelOther : form.modelChoice);
      if (!model.success) {
        ctx.addIssue({
          code: 'custom',
          path: [other ? 'modelOther' : 'modelChoice'],
          message: model.error.issues[0]?.message ?? 'Vehicle model is required',
        });
        return z.NEVER;
      }
      return { vehicleType: form.vehicleType, model: model.data, number: form.number };
    });

type VehicleFormInput = z.input<ReturnType<typeof vehicleFormSchema>>;
type VehicleFormOutput = z.output<ReturnType<typeof vehicleFormSchema>>;

/** Live normalisation that still lets a space be typed at the end. */
const liveNumber = (raw: string) =>
  raw
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/^ /, '')
    .slice(0, LIMITS.vehicleNumberMax);

interface VehicleSheetProps {
  open: boolean;
  vehicle: Vehicle | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
  onFailed: (added: boolean) => void;
}

export function VehicleSheet({ open, vehicle, onClose, onSaved, onFailed }: VehicleSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      title={vehicle ? t('partner.vehicles.editTitle') : t('partner.vehicles.addTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <VehicleForm key={vehicle?.id ?? 'new'} vehicle={vehicle} onSaved={onSaved} onFailed={onFailed} />
    </Sheet>
  );
}

function defaults(vehicle: Vehicle | null) {
  if (!vehicle) return { vehicleType: '', modelChoice: '', modelOther: '', number: '' };
  const listed = (VEHICLE_MODELS[vehicle.vehicleType] as readonly string[]).includes(vehicle.model);
  return {
    vehicleType: vehicle.vehicleType,
    modelChoice: listed ? vehicle.model : OTHER_MODEL,
    modelOther: listed ? '' : vehicle.model,
    number: vehicle.number,
  };
}

function VehicleForm({ vehicle, onSaved, onFailed }: Omit<VehicleSheetProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveVehicle();
  const { countryCode } = useBrand();
  const form = useForm<VehicleFormInput, unknown, VehicleFormOutput>({
    resolver: zodResolver(vehicleFormSchema(countryCode)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults(vehicle),
  });
  const { errors } = form.formState;
  const [vehicleType, modelChoice, modelOther, number] = form.watch([
    'vehicleType',
    'modelChoice',
    'modelOther',
    'number',
  ]);
  const models = vehicleType ? (VEHICLE_MODELS[vehicleType as keyof typeof VEHICLE_MODELS] ?? []) : [];
  const other = modelChoice === OTHER_MODEL;
  const complete = Boolean(vehicleType && (other ? modelOther.trim() : modelChoice) && number.trim());

  const onSubmit = form.handleSubmit((input) => {
    save.mutate(
      { id: vehicle?.id ?? null, input },
      {
        onSuccess: () => onSaved(!vehicle),
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            for (const [field, message] of Object.entries(error.fields)) {
              const name = field === 'model' ? 'modelChoice' : field;
              if (name === 'vehicleType' || name === 'modelChoice' || name === 'number') {
                form.setError(name, { message });
              }
            }
          }
          onFailed(!vehicle);
        },
      },
    );
  });

  const err = (name: 'vehicleType' | 'modelChoice' | 'modelOther' | 'number') =>
    fleetMessage(t, errors[name]?.message);

  return (
    <form className="stack fleet-form" onSubmit={onSubmit} noValidate>
      <Field id={`${id}-type`} label={t('partner.vehicles.type')} error={err('vehicleType')}>
        <select
          id={`${id}-type`}
          className="field__input"
          aria-invalid={err('vehicleType') ? true : undefined}
          aria-describedby={err('vehicleType') ? `${id}-type-error` : undefined}
          {...form.register('vehicleType', {
            onChange: () => {
              form.setValue('modelChoice', '');
              form.setValue('modelOther', '');
            },
          })}
        >
          <option value="">{t('partner.vehicles.chooseType')}</option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`partner.vehicleTypes.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-model`} label={t('partner.vehicles.model')} error={err('modelChoice')}>
        <select
          id={`${id}-model`}
          className="field__input"
          disabled={!vehicleType}
          aria-invalid={err('modelChoice') ? true : undefined}
          aria-describedby={err('modelChoice') ? `${id}-model-error` : undefined}
          {...form.register('modelChoice')}
        >
          <option value="">{t('partner.vehicles.chooseModel')}</option>
          {models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
          {vehicleType ? <option value={OTHER_MODEL}>{t('partner.vehicles.otherModel')}</option> : null}
        </select>
      </Field>
      {other ? (
        <Field id={`${id}-other`} label={t('partner.vehicles.modelName')} error={err('modelOther')}>
          <input
            id={`${id}-other`}
            className="field__input"
            type="text"
            maxLength={LIMITS.nameMax}
            aria-invalid={err('modelOther') ? true : undefined}
            aria-describedby={err('modelOther') ? `${id}-other-error` : undefined}
            {...form.register('modelOther')}
          />
        </Field>
      ) : null}
      <Field
        id={`${id}-number`}
        label={t('partner.vehicles.number')}
        error={err('number')}
        counter={`${number.length}/${LIMITS.vehicleNumberMax}`}
      >
        <input
          id={`${id}-number`}
          className="field__input fleet-form__plate"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={PLATE_EXAMPLES[countryCode]}
          maxLength={LIMITS.vehicleNumberMax}
          aria-invalid={err('number') ? true : undefined}
          aria-describedby={`${id}-number-counter${err('number') ? ` ${id}-number-error` : ''}`}
          {...form.register('number', {
            onChange: (event: { target: HTMLInputElement }) => {
              const next = liveNumber(event.target.value);
              if (next !== event.target.value)
                form.setValue('number', next, { shouldValidate: form.formState.isSubmitted });
            },
          })}
        />
      </Field>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!complete || save.isPending}
      >
        {t('auth.continue')}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  counter?: string;
  children: ReactNode;
}

export function Field({ id, label, error, counter, children }: FieldProps) {
  return (
    <div className="field">
      <div className="fleet-form__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {counter ? (
          <span id={`${id}-counter`} className="fleet-form__counter">
            {counter}
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
