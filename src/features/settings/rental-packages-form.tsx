// Settings › Fares › Rental packages: per vehicle type, the hour-and-km packages a rider rents the car by, with
// their prices, and the rates for each km and hour beyond a package. The server prices every rental from the
// saved card (the package with the fewest hours that covers the rider's), never from what the page shows.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleType } from '../../domain/constants';
import type { RateCard } from '../../domain/partners/rate-card';
import { describeError } from '../../lib/describe-error';
import { useSaveRateCard } from './rate-cards-query';
import {
  rentalDraftOf,
  rentalOf,
  rentalProblem,
  type PackageDraft,
  type RentalDraft,
  type RentalProblem,
} from './rental-packages';
import { SaveBar } from './save-bar';

type Drafts = Partial<Record<VehicleType, RentalDraft>>;
const PACKAGE_FIELDS = ['hours', 'km', 'price'] as const;
const MAX_PACKAGES = 8;

interface Problem {
  id: string;
  label: string;
  problem: RentalProblem;
}

export function RentalPackagesForm({ cards, currency }: { cards: RateCard[]; currency: string }) {
  const { t } = useTranslation();
  const id = useId();
  const original = useMemo(
    () =>
      Object.fromEntries(
        cards.map((card) => [card.vehicleType, rentalDraftOf(card.rates.rental, currency)]),
      ) as Drafts,
    [cards, currency],
  );
  const [drafts, setDrafts] = useState<Drafts>(original);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saveCard = useSaveRateCard();
  const vehicleName = (type: VehicleType) => t(`partner.vehicleTypes.${type}`);

  const change = (type: VehicleType, next: (draft: RentalDraft) => RentalDraft) => {
    setSaved(false);
    setDrafts((all) => ({ ...all, [type]: next(all[type]!) }));
  };
  const editPackage = (type: VehicleType, index: number, field: keyof PackageDraft, value: string) =>
    change(type, (draft) => ({
      ...draft,
      packages: draft.packages.map((pack, at) => (at === index ? { ...pack, [field]: value } : pack)),
    }));

  const problems: Problem[] = cards.flatMap(({ vehicleType: type }) => {
    const draft = drafts[type]!;
    const found: Problem[] = [];
    draft.packages.forEach((pack, index) => {
      for (const field of PACKAGE_FIELDS) {
        const problem = rentalProblem(field, pack[field], currency);
        if (problem)
          found.push({
            id: `${id}-${type}-${index}-${field}`,
            label: packageLabel(type, index, field),
            problem,
          });
      }
    });
    for (const field of ['extraKm', 'extraHour'] as const) {
      const problem = rentalProblem('extra', draft[field], currency);
      if (problem) found.push({ id: `${id}-${type}-${field}`, label: extraLabel(type, field), problem });
    }
    return found;
  });

  function packageLabel(type: VehicleType, index: number, field: keyof PackageDraft) {
    return t('settings.rental.cell', {
      vehicle: vehicleName(type),
      number: index + 1,
      field: t(`settings.rental.${field}`),
    });
  }
  function extraLabel(type: VehicleType, field: 'extraKm' | 'extraHour') {
    return t('settings.fares.cell', { vehicle: vehicleName(type), field: t(`settings.rental.${field}`) });
  }

  async function submit() {
    setSaving(true);
    setError(null);
    try {
      for (const card of cards) {
        const draft = drafts[card.vehicleType]!;
        if (JSON.stringify(draft) === JSON.stringify(original[card.vehicleType])) continue;
        const rental = rentalOf(draft, currency);
        if (!rental) continue;
        const rates = { ...card.rates, rental };
        // Only the rental part changes; the card's per-km rates are the saved ones, confirmed when they were set.
        await saveCard.mutateAsync({ vehicleType: card.vehicleType, rates, confirmHighRates: true });
      }
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
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.length === 0) void submit();
      }}
    >
      <h3 id={`${id}-title`}>{t('settings.rental.title')}</h3>
      <p className="settings-hint">{t('settings.rental.hint')}</p>
      {cards.map(({ vehicleType: type }) => {
        const draft = drafts[type]!;
        const invalid = (fieldId: string) => (problems.some((p) => p.id === fieldId) ? true : undefined);
        return (
          <fieldset key={type} className="settings-group rental-packages">
            <legend className="settings-group__title">{vehicleName(type)}</legend>
            {draft.packages.map((pack, index) => (
              <div key={index} className="rental-packages__row">
                {PACKAGE_FIELDS.map((field) => {
                  const fieldId = `${id}-${type}-${index}-${field}`;
                  return (
                    <input
                      key={field}
                      id={fieldId}
                      className="field__input"
                      inputMode={field === 'price' ? 'decimal' : 'numeric'}
                      placeholder={t(`settings.rental.${field}`)}
                      aria-label={packageLabel(type, index, field)}
                      aria-invalid={invalid(fieldId)}
                      value={pack[field]}
                      onChange={(event) => editPackage(type, index, field, event.target.value)}
                    />
                  );
                })}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={draft.packages.length === 1}
                  aria-label={t('settings.rental.remove', { vehicle: vehicleName(type), number: index + 1 })}
                  onClick={() =>
                    change(type, (d) => ({ ...d, packages: d.packages.filter((_, at) => at !== index) }))
                  }
                >
                  ×
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost"
              disabled={draft.packages.length >= MAX_PACKAGES}
              onClick={() =>
                change(type, (d) => ({ ...d, packages: [...d.packages, { hours: '', km: '', price: '' }] }))
              }
            >
              {t('settings.rental.add', { vehicle: vehicleName(type) })}
            </button>
            {(['extraKm', 'extraHour'] as const).map((field) => {
              const fieldId = `${id}-${type}-${field}`;
              return (
                <label key={field} className="rental-packages__extra" htmlFor={fieldId}>
                  <span>{t(`settings.rental.${field}`)}</span>
                  <input
                    id={fieldId}
                    className="field__input"
                    inputMode="decimal"
                    aria-label={extraLabel(type, field)}
                    aria-invalid={invalid(fieldId)}
                    value={draft[field]}
                    onChange={(event) => change(type, (d) => ({ ...d, [field]: event.target.value }))}
                  />
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {problems.length > 0 ? (
        <ul className="field__error settings-errors">
          {problems.map((problem) => (
            <li key={problem.id}>
              <label htmlFor={problem.id}>{problem.label}</label>
              {': '}
              {t(
                problem.problem === 'amount'
                  ? 'settings.errors.amount'
                  : `settings.rental.errors.${problem.problem}`,
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <SaveBar
        label={t('settings.rental.save')}
        saving={saving}
        saved={saved}
        error={error}
        disabled={problems.length > 0}
      />
    </form>
  );
}
