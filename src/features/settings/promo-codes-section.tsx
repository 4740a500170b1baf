// Settings › Promo codes: the partner's codes with their uses and limits, archived with one button, and the form
// for a new one (a percentage with a cap, or a flat amount; first ride only; dates; limits; vehicle types). The
// form checks with the same contract as the server and words each field's error in the partner's language.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES, type VehicleType } from '../../domain/constants';
import { promoCodeRequestSchema, type PromoCode } from '../../domain/money/promo-codes';
import { ApiRequestError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { formatMoney, toMinor } from '../../lib/format';
import { useArchivePromoCode, useCreatePromoCode, usePromoCodes } from './promo-codes-query';
import { fieldAria, SettingsField } from './settings-field';

const TEXT_FIELDS = [
  'code',
  'percent',
  'maxDiscount',
  'flatAmount',
  'validFrom',
  'validUntil',
  'totalLimit',
  'perRiderLimit',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Draft = Record<TextField, string> & {
  kind: 'percent' | 'flat';
  firstRideOnly: boolean;
  vehicleTypes: VehicleType[];
};
const EMPTY: Draft = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  kind: 'percent',
  firstRideOnly: false,
  vehicleTypes: [],
};
/** The contract's field for each form field, so its errors land on the right input. */
const CONTRACT_FIELD: Record<string, TextField> = { percentBps: 'percent' };

const number = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
/** The start of a day the partner chose, in their browser's zone; a text that is no date is left for the
 * contract to refuse. */
function day(text: string, after = 0) {
  if (!text) return null;
  const at = new Date(`${text}T00:00`).getTime() + after * 86_400_000;
  return Number.isNaN(at) ? text : new Date(at).toISOString();
}

function requestOf(draft: Draft, currency: string) {
  const paise = (text: string) => {
    const value = number(text);
    return value === null ? null : toMinor(value, currency);
  };
  const percent = number(draft.percent);
  return {
    code: draft.code,
    kind: draft.kind,
    percentBps: percent === null ? null : Math.round(percent * 100),
    maxDiscount: paise(draft.maxDiscount),
    flatAmount: paise(draft.flatAmount),
    firstRideOnly: draft.firstRideOnly,
    validFrom: day(draft.validFrom),
    // The last day counts whole: the code stops at the start of the next.
    validUntil: day(draft.validUntil, 1),
    totalLimit: number(draft.totalLimit),
    perRiderLimit: number(draft.perRiderLimit),
    vehicleTypes: draft.vehicleTypes,
  };
}

function CodeList({ codes }: { codes: PromoCode[] }) {
  const { t, i18n } = useTranslation();
  const archive = useArchivePromoCode();
  const { currency } = useBrand();
  const money = (amount: number | null) => formatMoney(amount ?? 0, currency, i18n.language);
  if (codes.length === 0) return <p className="muted">{t('promo.none')}</p>;
  return (
    <ul className="promo-list">
      {codes.map((code) => (
        <li key={code.id}>
          <strong>{code.code}</strong>{' '}
          {code.kind === 'percent'
            ? t('promo.percentOff', { percent: (code.percentBps ?? 0) / 100, max: money(code.maxDiscount) })
            : t('promo.flatOff', { amount: money(code.flatAmount) })}
          {' · '}
          {code.totalLimit === null
            ? t('promo.uses', { uses: code.uses })
            : t('promo.usesOf', { uses: code.uses, limit: code.totalLimit })}
          {code.archivedAt ? (
            <span className="muted"> · {t('promo.archived')}</span>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              disabled={archive.isPending}
              onClick={() => archive.mutate(code.id)}
            >
              {t('promo.archive', { code: code.code })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function NewCodeForm() {
  const { t } = useTranslation();
  const id = useId();
  const { currency } = useBrand();
  const create = useCreatePromoCode();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: TextField, value: string) => setDraft({ ...draft, [field]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = promoCodeRequestSchema.safeParse(requestOf(draft, currency));
    if (!parsed.success) {
      const found: Partial<Record<TextField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = CONTRACT_FIELD[String(issue.path[0])] ?? (String(issue.path[0]) as TextField);
        found[field] ??= t(`promo.errors.${field}`);
      }
      return setErrors(found);
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setDraft(EMPTY),
      onError: (failure) =>
        failure instanceof ApiRequestError && failure.fields.code
          ? setErrors({ code: t('promo.errors.taken') })
          : setFormError(describeError(failure, t)),
    });
  }

  const field = (name: TextField, type = 'text', inputMode?: 'decimal' | 'numeric') => {
    const fieldId = `${id}-${name}`;
    return (
      <SettingsField id={fieldId} label={t(`promo.fields.${name}`)} error={errors[name]}>
        <input
          {...fieldAria(fieldId, errors[name])}
          className="field__input"
          type={type}
          inputMode={inputMode}
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      </SettingsField>
    );
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label={t('promo.newTitle')}>
      {field('code')}
      <fieldset className="field">
        <legend className="field__label">{t('promo.fields.kind')}</legend>
        {(['percent', 'flat'] as const).map((kind) => (
          <label key={kind} className="promo-choice">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === kind}
              onChange={() => setDraft({ ...draft, kind })}
            />
            {t(`promo.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {draft.kind === 'percent' ? (
        <>
          {field('percent', 'text', 'decimal')}
          {field('maxDiscount', 'text', 'decimal')}
        </>
      ) : (
        field('flatAmount', 'text', 'decimal')
      )}
      <label className="promo-choice">
        <input
          type="checkbox"
          checked={draft.firstRideOnly}
          onChange={(event) => setDraft({ ...draft, firstRideOnly: event.target.checked })}
        />
        {t('promo.fields.firstRideOnly')}
      </label>
      {field('validFrom', 'date')}
      {field('validUntil', 'date')}
      {field('totalLimit', 'text', 'numeric')}
      {field('perRiderLimit', 'text', 'numeric')}
      <fieldset className="field">
        <legend className="field__label">{t('promo.fields.vehicleTypes')}</legend>
        {VEHICLE_TYPES.map((type) => (
          <label key={type} className="promo-choice">
            <input
              type="checkbox"
              checked={draft.vehicleTypes.includes(type)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  vehicleTypes: event.target.checked
                    ? [...draft.vehicleTypes, type]
                    : draft.vehicleTypes.filter((v) => v !== type),
                })
              }
            />
            {t(`booking.vehicleTypes.${type}`)}
          </label>
        ))}
      </fieldset>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('promo.create')}
      </button>
    </form>
  );
}

export function PromoCodesSection() {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  return (
    <>
      {codes.isPending ? <p className="muted">{t('partner.common.loading')}</p> : null}
      {codes.isError ? <p className="form-error">{describeError(codes.error, t)}</p> : null}
      {codes.data ? <CodeList codes={codes.data.data} /> : null}
      <h3>{t('promo.newTitle')}</h3>
      <NewCodeForm />
    </>
  );
}
