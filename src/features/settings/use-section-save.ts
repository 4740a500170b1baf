// The save of one settings form: runs the host's save, remembers whether it worked, and turns a failure into
// field errors under the form's inputs or, when no field is named, one message for the whole form.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import { applyServerErrors } from './settings-messages';

export function useSectionSave<T extends FieldValues>(
  section: string,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setFormError] = useState<string | null>(null);

  async function run(save: () => Promise<unknown>): Promise<boolean> {
    setSaving(true);
    setSaved(false);
    setFormError(null);
    try {
      await save();
      setSaved(true);
      return true;
    } catch (failure) {
      if (!applyServerErrors(failure, section, fields, setError)) setFormError(describeError(failure, t));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, saved, error, run, clearSaved: () => setSaved(false) };
}
