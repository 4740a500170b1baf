// The ride form (spec 2.5, rules of spec 5): service, trip type, rental package or airport details, pickup and
// drop, date and time, and the rider's contact. Continue asks for a quote, saves the ride in the session and
// opens the vehicles screen. The place fields come from the app layer, which owns the places feature.
import './booking.css';
import './ride-form.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { Controller, useForm, type FieldError, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Location } from '../../domain/booking/booking';
import {
  RIDE_SERVICES,
  STORAGE_KEYS,
  TRIP_TYPES,
  type Country,
  type RideService,
} from '../../domain/constants';
import {
  AIRPORT_DIRECTIONS,
  RENTAL_PACKAGES,
  emptyRideForm,
  toQuoteRequest,
  type RideFormError,
  type RideFormValues,
} from '../../domain/booking/ride-form';
import { EARLIEST_PICKUP_PREFIX } from '../../domain/booking/booking-hours';
import { ROUTES } from '../../domain/routes';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { useLocalePath } from '../../lib/use-locale-path';
import { ChoiceGroup } from './form-controls';
import { ContactFields } from './contact-fields';
import { WhenFields } from './when-fields';

/** The checks, saved ride and quote request: loaded on the form's first touch, or by Continue at the latest. */
const loadSubmit = () => import('./ride-form-submit');
const warmSubmit = () => void loadSubmit();

const lazyResolver: Resolver<RideFormValues> = async (values, context, options) =>
  (await loadSubmit()).rideFormResolver(values, context, options);

export interface PlaceFieldProps {
  id: string;
  label: string;
  value: Location | null;
  onChange: (value: Location | null) => void;
  onBlur?: () => void;
  country: Country;
  error?: string | null;
  placeholder?: string;
  locate?: boolean;
  /** The ride's other place, so matches near it come first. */
  near?: Location | null;
}

/** The quote's fields the server may reject, as the form field and translated error that say the same. */
const SERVER_FIELDS: Record<string, [keyof RideFormValues, RideFormError]> = {
  pickupTime: ['pickupSlot', 'pickupPast'],
  returnTime: ['returnSlot', 'returnBeforePickup'],
  pickupLocation: ['pickup', 'pickupRequired'],
  dropoffLocation: ['dropoff', 'samePlace'],
};

/** A pickup time the partner's hours or notice refused is told from one in the past by the server's words. */
function formIssue(field: string, text: string): [[keyof RideFormValues, RideFormError]] | null {
  if (field === 'pickupTime' && text.startsWith(EARLIEST_PICKUP_PREFIX))
    return [['pickupSlot', 'pickupUnavailable']];
  const known = SERVER_FIELDS[field];
  return known ? [known] : null;
}

interface RideFormProps {
  PlaceField: ComponentType<PlaceFieldProps>;
  country: Country;
  initialService?: RideService | undefined;
  /** Places to start from (a city page's own place, or one of its popular routes); they win over a saved ride. */
  initialPlaces?: { pickup: Location; dropoff?: Location | undefined } | undefined;
  headingLevel?: 1 | 2;
  /** The signed-in rider's name and phone from their profile, to fill the contact they would type again. */
  riderContact?: { name: string; phone: string } | undefined;
}

function initialValues(
  service: RideService | undefined,
  places: RideFormProps['initialPlaces'],
): RideFormValues {
  if (places) return { ...emptyRideForm(service), pickup: places.pickup, dropoff: places.dropoff ?? null };
  return emptyRideForm(service);
}

function hasSavedRide(): boolean {
  try {
    return [STORAGE_KEYS.rideFormDraft, STORAGE_KEYS.rideDraft].some(
      (key) => window.sessionStorage.getItem(key) !== null,
    );
  } catch {
    return false;
  }
}

/** Brings back what the rider typed in this session (they reloaded, came back from the vehicles screen, or
 * opened a later step without a ride) once its checks have loaded; the form first draws empty, as the server
 * served it, and anything the rider has changed meanwhile wins. The values typed are newer than the ride saved
 * by Continue, so they come first. */
function useSavedRide(
  form: UseFormReturn<RideFormValues>,
  service: RideService | undefined,
  places: RideFormProps['initialPlaces'],
) {
  useEffect(() => {
    if (places || !hasSavedRide()) return;
    let current = true;
    void loadSubmit().then(({ readRideDraft, readRideFormDraft }) => {
      const saved = readRideFormDraft() ?? readRideDraft()?.form;
      if (!current || !saved || form.formState.isDirty) return;
      if (!service || saved.service === service) form.reset(saved);
    });
    return () => {
      current = false;
    };
    // Once, on the form's first draw: a later change of service or places is the rider's, not a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Keeps every change in the session as it is made, so a reload brings it back (until the ride is booked). */
function useKeepTyped(form: UseFormReturn<RideFormValues>) {
  useEffect(() => {
    const typing = form.watch((values) => {
      void loadSubmit().then(({ saveRideFormDraft }) => saveRideFormDraft(values as RideFormValues));
    });
    return () => typing.unsubscribe();
  }, [form]);
}

/** Fills the contact fields still empty from the rider's profile; whatever the rider typed (or a saved ride
 * brought back) stays. */
function useRiderContact(form: UseFormReturn<RideFormValues>, contact: RideFormProps['riderContact']) {
  useEffect(() => {
    if (!contact) return;
    const fill = { customerName: contact.name, customerPhone: contact.phone } as const;
    for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      if (value && !form.getValues(field)) form.setValue(field, value);
    }
  }, [form, contact]);
}

export function RideForm({
  PlaceField,
  country,
  initialService,
  initialPlaces,
  headingLevel = 2,
  riderContact,
}: RideFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<RideFormValues>({
    resolver: lazyResolver,
    defaultValues: initialValues(initialService, initialPlaces),
  });
  useSavedRide(form, initialService, initialPlaces);
  useKeepTyped(form);
  useRiderContact(form, riderContact);
  const { errors, isSubmitting } = form.formState;
  const service = form.watch('service');
  const rideType = form.watch('rideType');
  const rental = service === 'rental';
  const message = (error: FieldError | undefined) =>
    error?.message ? t(`booking.errors.${error.message}`) : undefined;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    const request = toQuoteRequest(values, Date.now());
    const { quoteQueryOptions, saveRideDraft } = await loadSubmit();
    try {
      await queryClient.fetchQuery(quoteQueryOptions(request));
      saveRideDraft({ form: values, request });
      await navigate(to(ROUTES.rideVehicles));
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      const known = Object.entries(fields).flatMap(([field, text]) => formIssue(field, text) ?? []);
      if (known.length === 0) setSubmitError(describeError(error, t));
      for (const [name, code] of known) form.setError(name, { message: code });
    }
  });

  return (
    <form
      className="ride-form"
      onSubmit={onSubmit}
      onFocusCapture={warmSubmit}
      onPointerDownCapture={warmSubmit}
      noValidate
      aria-labelledby="ride-form-title"
    >
      <Heading id="ride-form-title" className="ride-form__title">
        {t('booking.form.title')}
      </Heading>
      <Controller
        control={form.control}
        name="service"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('booking.form.service')}
            options={RIDE_SERVICES.map((value) => ({ value, label: t(`booking.services.${value}`) }))}
            value={field.value}
            onChange={field.onChange}
            hideLegend
          />
        )}
      />
      {rental ? (
        <Controller
          control={form.control}
          name="rentalHours"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('booking.form.package')}
              options={RENTAL_PACKAGES.map((p) => ({
                value: p.hours,
                label: t('booking.form.packageOption', p),
              }))}
              value={field.value}
              onChange={field.onChange}
              variant="segmented"
            />
          )}
        />
      ) : (
        <Controller
          control={form.control}
          name="rideType"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('booking.form.tripType')}
              options={TRIP_TYPES.map((value) => ({ value, label: t(`booking.tripTypes.${value}`) }))}
              value={field.value}
              onChange={field.onChange}
              variant="segmented"
            />
          )}
        />
      )}
      {service === 'airport' ? (
        <Controller
          control={form.control}
          name="airportDirection"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('booking.form.airportDirection')}
              options={AIRPORT_DIRECTIONS.map((value) => ({
                value,
                label: t(`booking.form.airport.${value}`),
                hint: t(`booking.form.airport.${value}Hint`),
              }))}
              value={field.value}
              onChange={field.onChange}
              variant="segmented"
            />
          )}
        />
      ) : null}
      <Controller
        control={form.control}
        name="pickup"
        render={({ field, fieldState }) => (
          <PlaceField
            id="ride-pickup"
            label={t('booking.form.pickup')}
            placeholder={t('booking.form.pickupPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            country={country}
            error={message(fieldState.error)}
            near={form.watch('dropoff')}
            locate
          />
        )}
      />
      {rental ? null : (
        <Controller
          control={form.control}
          name="dropoff"
          render={({ field, fieldState }) => (
            <PlaceField
              id="ride-dropoff"
              label={t('booking.form.dropoff')}
              placeholder={t('booking.form.dropoffPlaceholder')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              country={country}
              error={message(fieldState.error)}
              near={form.watch('pickup')}
            />
          )}
        />
      )}
      <WhenFields
        kind="pickup"
        date={form.watch('pickupDate')}
        slot={form.watch('pickupSlot')}
        onDate={(value) => form.setValue('pickupDate', value, { shouldValidate: form.formState.isSubmitted })}
        onSlot={(value) => form.setValue('pickupSlot', value, { shouldValidate: form.formState.isSubmitted })}
        dateError={message(errors.pickupDate)}
        slotError={message(errors.pickupSlot)}
      />
      {rideType === 'return' && !rental ? (
        <WhenFields
          kind="return"
          date={form.watch('returnDate')}
          slot={form.watch('returnSlot')}
          onDate={(value) =>
            form.setValue('returnDate', value, { shouldValidate: form.formState.isSubmitted })
          }
          onSlot={(value) =>
            form.setValue('returnSlot', value, { shouldValidate: form.formState.isSubmitted })
          }
          dateError={message(errors.returnDate)}
          slotError={message(errors.returnSlot)}
        />
      ) : null}
      <ContactFields
        register={form.register}
        errors={errors}
        message={message}
        airport={service === 'airport'}
      />
      {submitError ? (
        <p className="form-error" role="alert">
          {submitError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('booking.form.searching') : t('booking.form.continue')}
      </button>
    </form>
  );
}
