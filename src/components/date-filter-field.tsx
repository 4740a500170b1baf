// The partner console's period picker: Today … Last Month as a native select, and for Custom two date inputs
// bounded by the first allowed day and today. Presentational: the caller owns the value and the labels.
import { useId } from 'react';

export interface DateFilterValue<F extends string> {
  dateFilter: F;
  from?: string | undefined;
  to?: string | undefined;
}

interface DateFilterFieldProps<F extends string> {
  label: string;
  options: readonly { value: F; label: string }[];
  value: DateFilterValue<F>;
  customValue?: F;
  fromLabel?: string;
  toLabel?: string;
  min?: string;
  max?: string;
  onChange: (value: DateFilterValue<F>) => void;
}

export function DateFilterField<F extends string>({
  label,
  options,
  value,
  customValue,
  fromLabel,
  toLabel,
  min,
  max,
  onChange,
}: DateFilterFieldProps<F>) {
  const id = useId();
  const custom = customValue !== undefined && value.dateFilter === customValue;
  return (
    <div className="date-filter">
      <div className="field">
        <label htmlFor={`${id}-filter`} className="field__label">
          {label}
        </label>
        <select
          id={`${id}-filter`}
          className="field__input"
          value={value.dateFilter}
          onChange={(event) => {
            const next = event.target.value as F;
            onChange(next === customValue ? { dateFilter: next, from: max, to: max } : { dateFilter: next });
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {custom ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`} className="field__label">
              {fromLabel}
            </label>
            <input
              id={`${id}-from`}
              className="field__input"
              type="date"
              min={min}
              max={value.to ?? max}
              value={value.from ?? ''}
              onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`} className="field__label">
              {toLabel}
            </label>
            <input
              id={`${id}-to`}
              className="field__input"
              type="date"
              min={value.from ?? min}
              max={max}
              value={value.to ?? ''}
              onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
