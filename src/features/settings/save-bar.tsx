// The foot of a settings form: its save button, and what the last save did (saved, or why it failed) announced
// politely to screen readers.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveBarProps {
  label: string;
  saving: boolean;
  saved: boolean;
  error: string | null;
  disabled?: boolean;
  children?: ReactNode;
}

export function SaveBar({ label, saving, saved, error, disabled, children }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <div className="settings-save">
      <button type="submit" className="button button--primary" disabled={saving || disabled}>
        {saving ? t('settings.saving') : label}
      </button>
      {children}
      <p className="settings-save__status" role="status">
        {error ? (
          <span className="form-error">{error}</span>
        ) : saved ? (
          <span className="form-success">{t('settings.saved')}</span>
        ) : null}
      </p>
    </div>
  );
}
