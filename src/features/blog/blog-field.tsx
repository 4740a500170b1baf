// One labelled field of the blog form: its control, an optional hint or counter beside the label, and its error
// wired to the control for screen readers.
import type { ReactNode } from 'react';

interface BlogFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** Shown beside the label (a counter) and read with the control. */
  aside?: string;
  /** An action beside the label, such as Generate. */
  action?: ReactNode;
  children: ReactNode;
}

/** The ids a control is described by: the field's aside (when it has one) and its error (when shown). */
export function describedBy(id: string, error: string | undefined, hasAside = false): string | undefined {
  const ids = [hasAside ? `${id}-aside` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function BlogField({ id, label, error, aside, action, children }: BlogFieldProps) {
  return (
    <div className="field">
      <div className="blog-form__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {aside ? (
          <span id={`${id}-aside`} className="blog-form__aside">
            {aside}
          </span>
        ) : null}
        {action}
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
