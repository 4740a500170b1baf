// The fares: every rate card as one editable table (a column per vehicle type, amounts in major units, free
// waiting in minutes), a live price of a sample local ride per vehicle type by day and by night, computed with the
// same fare engine the server prices with (a waiting charge, known only when a trip starts, stays out of it). Saving sends each changed card; a per-km rate the server finds suspiciously high is saved
// only after the partner confirms it. The rental packages follow, a form of their own.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleType } from '../../domain/constants';
import { PER_KM_CEILING } from '../../domain/partners/partner-settings';
import { WAITING_FREE_MINUTES_MAX, type RateCard } from '../../domain/partners/rate-card';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/describe-error';
import { formatMoney } from '../../lib/format';
import {
  FARE_FIELDS,
  SAMPLE_TRIP,
  draftOf,
  parseField,
  ratesOf,
  sampleFares,
  type FareDraft,
  type FareFieldKey,
  type FareFieldUnit,
} from './fare-fields';
import { useServedPlaces } from './places-query';
import { needsConfirmation, useRateCards, useSaveRateCard } from './rate-cards-query';
import { RentalPackagesForm } from './rental-packages-form';
import { SaveBar } from './save-bar';
import type { SectionProps } from './settings-section';

export function FaresEditor(props: SectionProps) {
  const { t } = useTranslation();
  const cards = useRateCards();
  if (cards.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (cards.isError) return <p className="form-error">{describeError(cards.error, t)}</p>;
  if (cards.data.data.length === 0) return <p className="muted">{t('settings.fares.none')}</p>;
  return (
    <>
      <FaresTable {...props} cards={cards.data.data} />
      <RentalPackagesForm cards={cards.data.data} currency={props.settings.site.currency} />
    </>
  );
}

type Drafts = Partial<Record<VehicleType, FareDraft>>;

const FIELD_ERRORS: Record<FareFieldUnit, string> = {
  money: 'settings.errors.amount',
  percent: 'settings.errors.percent',
  minutes: 'settings.errors.minutes',
};

function FaresTable({ settings, save, submitLabel, cards }: SectionProps & { cards: RateCard[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const currency = settings.site.currency;
  const original = useMemo(
    () =>
      Object.fromEntries(cards.map((card) => [card.vehicleType, draftOf(card.rates, currency)])) as Drafts,
    [cards, currency],
  );
  const [drafts, setDrafts] = useState<Drafts>(original);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<VehicleType[]>([]);
  const saveCard = useSaveRateCard();
  const served = useServedPlaces(settings.places.served);
  const city = served.data?.data[0]?.name;
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const vehicleName = (type: VehicleType) => t(`partner.vehicleTypes.${type}`);
  const fieldName = (key: FareFieldKey) => t(`settings.fares.fields.${key}`);
  const symbol = useMemo(() => currencySymbol(currency, i18n.language), [currency, i18n.language]);

  const invalid = cards.flatMap((card) =>
    FARE_FIELDS.filter(
      ({ key, unit }) => parseField(drafts[card.vehicleType]?.[key] ?? '', unit, currency) === null,
    ).map(({ key, unit }) => ({ type: card.vehicleType, key, unit })),
  );
  const changed = cards.filter(
    (card) => JSON.stringify(drafts[card.vehicleType]) !== JSON.stringify(original[card.vehicleType]),
  );

  function edit(type: VehicleType, key: FareFieldKey, value: string) {
    setSaved(false);
    setDrafts((all) => ({ ...all, [type]: { ...all[type]!, [key]: value } }));
  }

  async function send(list: RateCard[], confirmHighRates: boolean): Promise<VehicleType[]> {
    const unconfirmed: VehicleType[] = [];
    for (const card of list) {
      const rates = ratesOf(card.rates, drafts[card.vehicleType]!, currency);
      if (!rates) continue;
      try {
        await saveCard.mutateAsync({ vehicleType: card.vehicleType, rates, confirmHighRates });
      } catch (failure) {
        if (!confirmHighRates && needsConfirmation(failure)) unconfirmed.push(card.vehicleType);
        else throw failure;
      }
    }
    return unconfirmed;
  }

  async function submit(list: RateCard[], confirmHighRates: boolean) {
    setSaving(true);
    setError(null);
    try {
      const unconfirmed = await send(list, confirmHighRates);
      if (unconfirmed.length > 0) return setToConfirm(unconfirmed);
      await save({});
      setSaved(true);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid.length === 0) void submit(changed, false);
      }}
    >
      <div className="table-scroll">
        <table className="data-table data-table--cards fares-table">
          <caption className="visually-hidden">{t('settings.fares.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.fares.rate', { currency: symbol })}</th>
              {cards.map((card) => (
                <th key={card.vehicleType} scope="col">
                  {vehicleName(card.vehicleType)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FARE_FIELDS.map(({ key, unit }) => (
              <tr key={key}>
                <th scope="row">
                  {fieldName(key)}
                  {unit === 'percent' ? ' (%)' : ''}
                </th>
                {cards.map(({ vehicleType: type }) => {
                  const value = drafts[type]?.[key] ?? '';
                  const bad = parseField(value, unit, currency) === null;
                  return (
                    <td key={type} data-label={vehicleName(type)}>
                      <input
                        id={`${id}-${type}-${key}`}
                        className="field__input fares-table__input"
                        inputMode="decimal"
                        aria-label={t('settings.fares.cell', {
                          vehicle: vehicleName(type),
                          field: fieldName(key),
                        })}
                        aria-invalid={bad ? true : undefined}
                        value={value}
                        onChange={(event) => edit(type, key, event.target.value)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                {city
                  ? t('settings.fares.sampleIn', { ...SAMPLE_TRIP, city })
                  : t('settings.fares.sample', { ...SAMPLE_TRIP })}
              </th>
              {cards.map((card) => {
                const rates = ratesOf(card.rates, drafts[card.vehicleType]!, currency);
                const fare = rates ? sampleFares(rates) : null;
                return (
                  <td
                    key={card.vehicleType}
                    data-label={vehicleName(card.vehicleType)}
                    className="fares-table__sample"
                    aria-live="polite"
                  >
                    {fare ? (
                      <>
                        <strong>{money(fare.day)}</strong>
                        <span className="muted">
                          {t('settings.fares.atNight', { amount: money(fare.night) })}
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
      {invalid.length > 0 ? (
        <ul className="field__error settings-errors">
          {invalid.map(({ type, key, unit }) => (
            <li key={`${type}-${key}`}>
              <label htmlFor={`${id}-${type}-${key}`}>
                {t('settings.fares.cell', { vehicle: vehicleName(type), field: fieldName(key) })}
              </label>
              {': '}
              {t(FIELD_ERRORS[unit], { max: WAITING_FREE_MINUTES_MAX })}
            </li>
          ))}
        </ul>
      ) : null}
      <SaveBar
        label={submitLabel}
        saving={saving}
        saved={saved}
        error={error}
        disabled={invalid.length > 0}
      />
      <Dialog
        open={toConfirm.length > 0}
        title={t('settings.fares.confirmTitle')}
        closeLabel={t('common.close')}
        onClose={() => setToConfirm([])}
      >
        <p>
          {t('settings.fares.confirmBody', {
            vehicles: toConfirm.map(vehicleName).join(', '),
            ceiling: money(PER_KM_CEILING),
          })}
        </p>
        <div className="settings-dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setToConfirm([])}>
            {t('settings.fares.confirmNo')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              const list = cards.filter((card) => toConfirm.includes(card.vehicleType));
              setToConfirm([]);
              void submit(list, true);
            }}
          >
            {t('settings.fares.confirmYes')}
          </button>
        </div>
      </Dialog>
    </form>
  );
}

function currencySymbol(currency: string, language: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
