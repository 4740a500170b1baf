// The popups behind a ride's actions: Accept picks a verified, free driver and a free vehicle of the booked type;
// Decline takes an optional reason, Cancel and Take off driver (back to dispatch) a required one; Start checks the
// rider's 4-digit trip code; Complete records the fee collected (the total by default); Rider didn't come asks once
// (the server checks the driver waited); Refund shows the ride's payment and refunds. Server field errors show
// under their field.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rideActionSchema, type RideActionRequest } from '../../domain/rides/partner-rides';
import type { RideSummary } from '../../domain/rides/ride';
import { Dialog } from '../../components/dialog';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { toMajor, toMinor } from '../../lib/format';
import { useAssignableFleet } from './assignable-fleet';
import { RefundForm } from './refund-form';
import { useRideAction } from './ride-action';
import { fieldMessage, shortRideId } from './ride-labels';

export type RideDialogKind =
  'accept' | 'decline' | 'start' | 'complete' | 'cancel' | 'noShow' | 'refund' | 'unassign' | 'arrived';
type ActionKind = Exclude<RideDialogKind, 'refund'>;

/** The fees' dialogs keep their words in their own section. */
const FEE_TITLES: Partial<Record<RideDialogKind, string>> = {
  noShow: 'fees.noShow.title',
  refund: 'fees.refunds.title',
};
export interface RideDialogState {
  kind: RideDialogKind;
  ride: RideSummary;
}

interface RideActionDialogProps {
  state: RideDialogState | null;
  onClose: () => void;
  onDone?: (state: RideDialogState) => void;
}

export function RideActionDialog({ state, onClose, onDone }: RideActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={state !== null}
      title={
        state
          ? t(FEE_TITLES[state.kind] ?? `partner.rides.dialog.${state.kind}Title`, {
              id: shortRideId(state.ride.id),
            })
          : ''
      }
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      {state?.kind === 'refund' ? (
        <RefundForm key={state.ride.id} ride={state.ride} />
      ) : state ? (
        <ActionForm
          key={`${state.kind}-${state.ride.id}`}
          state={{ ...state, kind: state.kind }}
          onDone={onDone}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ActionForm({
  state,
  onDone,
  onClose,
}: {
  state: RideDialogState & { kind: ActionKind };
  onDone?: RideActionDialogProps['onDone'];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const action = useRideAction();
  const { kind, ride } = state;
  const [value, setValue] = useState(() =>
    kind === 'complete' ? String(toMajor(ride.totalAmount, ride.currency)) : '',
  );
  const [driverId, setDriverId] = useState('');
  const [vehicleId, setVehicleId] = useState('');
  const [localError, setLocalError] = useState<Record<string, string>>({});
  const id = useId();

  function body(): unknown {
    switch (kind) {
      case 'accept':
        return { action: 'accept', driverId, vehicleId };
      case 'decline':
        return { action: 'decline', ...(value.trim() ? { reason: value } : {}) };
      case 'start':
        return { action: 'start', tripCode: value };
      case 'complete':
        return { action: 'complete', collectedFee: toMinor(Number(value), ride.currency) };
      case 'cancel':
        return { action: 'cancel', reason: value };
      case 'noShow':
      case 'arrived':
        return { action: kind };
      case 'unassign':
        return { action: kind, reason: value };
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = rideActionSchema.safeParse(body());
    if (!parsed.success) {
      setLocalError(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
        ),
      );
      return;
    }
    setLocalError({});
    const request: RideActionRequest = parsed.data;
    action.mutate(
      { rideId: ride.id, body: request },
      {
        onSuccess: () => {
          onDone?.(state);
          onClose();
        },
      },
    );
  }

  const serverFields = action.error instanceof ApiRequestError ? action.error.fields : {};
  const errorFor = (field: string) =>
    fieldMessage(t, localError[field] ?? serverFields[field], i18n.language);
  const fieldNames = ['driverId', 'vehicleId', 'tripCode', 'reason', 'collectedFee'];
  const formError =
    action.error && !fieldNames.some((field) => serverFields[field]) ? describeError(action.error, t) : null;

  return (
    <form className="stack ride-dialog" onSubmit={onSubmit} noValidate>
      <p className="muted">
        {ride.customerName} · {ride.pickup} → {ride.dropoff}
      </p>
      {kind === 'accept' ? (
        <AssignFields
          ride={ride}
          driverId={driverId}
          vehicleId={vehicleId}
          onDriver={setDriverId}
          onVehicle={setVehicleId}
          errorFor={errorFor}
        />
      ) : null}
      {kind === 'start' ? (
        <TextField
          id={`${id}-code`}
          label={t('partner.rides.dialog.tripCode')}
          value={value}
          error={errorFor('tripCode')}
          inputMode="numeric"
          maxLength={4}
          onChange={(text) => setValue(text.replace(/\D/g, '').slice(0, 4))}
        />
      ) : null}
      {kind === 'complete' ? (
        <TextField
          id={`${id}-fee`}
          label={t('partner.rides.dialog.collectedFee', { currency: ride.currency })}
          value={value}
          error={errorFor('collectedFee')}
          inputMode="decimal"
          onChange={(text) => setValue(text.replace(/[^\d.]/g, ''))}
        />
      ) : null}
      {kind === 'cancel' || kind === 'decline' || kind === 'unassign' ? (
        <TextField
          id={`${id}-reason`}
          label={t(
            kind === 'decline' ? 'partner.rides.dialog.reasonOptional' : 'partner.rides.dialog.reason',
          )}
          value={value}
          error={errorFor('reason')}
          multiline
          onChange={setValue}
        />
      ) : null}
      {kind === 'noShow' ? <p>{t('fees.noShow.explain')}</p> : null}
      {kind === 'arrived' ? <p>{t('partner.rides.dialog.arrivedExplain')}</p> : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={action.isPending}>
        {t(kind === 'noShow' ? 'fees.noShow.button' : `partner.rides.dialog.${kind}Submit`)}
      </button>
    </form>
  );
}

interface AssignFieldsProps {
  ride: RideSummary;
  driverId: string;
  vehicleId: string;
  onDriver: (id: string) => void;
  onVehicle: (id: string) => void;
  errorFor: (field: string) => string | undefined;
}

function AssignFields({ ride, driverId, vehicleId, onDriver, onVehicle, errorFor }: AssignFieldsProps) {
  const { t } = useTranslation();
  const fleet = useAssignableFleet(ride.vehicleType);
  const id = useId();
  if (fleet.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  return (
    <>
      <SelectField
        id={`${id}-driver`}
        label={t('partner.rides.dialog.driver')}
        value={driverId}
        placeholder={
          fleet.drivers.length ? t('partner.rides.dialog.chooseDriver') : t('partner.rides.dialog.noDriver')
        }
        options={fleet.drivers.map((d) => ({ value: d.id, label: `${d.firstName} ${d.lastName}`.trim() }))}
        error={errorFor('driverId')}
        onChange={onDriver}
      />
      <SelectField
        id={`${id}-vehicle`}
        label={t('partner.rides.dialog.vehicle', { type: t(`partner.vehicleTypes.${ride.vehicleType}`) })}
        value={vehicleId}
        placeholder={
          fleet.vehicles.length
            ? t('partner.rides.dialog.chooseVehicle')
            : t('partner.rides.dialog.noVehicle')
        }
        options={fleet.vehicles.map((v) => ({ value: v.id, label: `${v.model} · ${v.number}` }))}
        error={errorFor('vehicleId')}
        onChange={onVehicle}
      />
    </>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error: string | undefined;
  onChange: (value: string) => void;
}

function SelectField({ id, label, value, placeholder, options, error, onChange }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  multiline?: boolean;
}

function TextField({ id, label, value, error, onChange, inputMode, maxLength, multiline }: TextFieldProps) {
  const shared = {
    id,
    className: 'field__input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} maxLength={200} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
