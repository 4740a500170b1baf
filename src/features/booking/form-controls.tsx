// Small controls of the ride form: a group of choices shown as chips or a segmented switch (native radios, so
// arrow keys and screen readers work as they should), and a field that opens a bottom sheet to pick a value.
import './ride-form.css';
import { useId, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  hint?: string;
}

interface ChoiceGroupProps<V extends string | number> {
  legend: string;
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  variant?: 'chips' | 'segmented';
  hideLegend?: boolean;
}

export function ChoiceGroup<V extends string | number>(props: ChoiceGroupProps<V>) {
  const { legend, options, value, onChange, variant = 'chips', hideLegend } = props;
  const name = useId();
  return (
    <fieldset className={`choice-group choice-group--${variant}`}>
      <legend className={hideLegend ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              className="choice__input"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice__label">
              {option.label}
              {option.hint ? <small className="choice__hint">{option.hint}</small> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SheetFieldProps {
  id: string;
  label: string;
  display: string;
  placeholder: string;
  sheetTitle: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string | undefined;
  icon?: ReactNode;
  children: ReactNode;
}

/** A field whose value is chosen in a bottom sheet (date and time, spec 2.5). */
export function SheetField(props: SheetFieldProps) {
  const { id, label, display, placeholder, sheetTitle, closeLabel, open, onOpenChange, error } = props;
  return (
    <div className="field">
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <button
        id={id}
        type="button"
        className="field__input sheet-field"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => onOpenChange(true)}
      >
        {props.icon}
        <span id={`${id}-value`} className={display ? undefined : 'sheet-field__placeholder'}>
          {display || placeholder}
        </span>
      </button>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <Dialog
        open={open}
        title={sheetTitle}
        closeLabel={closeLabel}
        onClose={() => onOpenChange(false)}
        className="sheet"
      >
        {props.children}
      </Dialog>
    </div>
  );
}

interface SheetOptionsProps {
  label: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  value: string;
  onPick: (value: string) => void;
  columns?: boolean;
}

/** The choices inside a sheet: one button each; the current one is marked pressed. */
export function SheetOptions({ label, options, value, onPick, columns }: SheetOptionsProps) {
  return (
    <ul className={columns ? 'sheet-options sheet-options--grid' : 'sheet-options'} aria-label={label}>
      {options.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            className="sheet-option"
            aria-pressed={option.value === value}
            disabled={option.disabled}
            onClick={() => onPick(option.value)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
