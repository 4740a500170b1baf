// One labelled field of a settings form: its control, an optional hint under the label, and its error, both
// wired to the control for screen readers through `fieldAria`.
import type { ReactNode } from 'react';

interface SettingsFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** The aria attributes of a field's control: invalid while it shows an error, described by its hint and error. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

export function SettingsField({ id, label, error, hint, children, className }: SettingsFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
