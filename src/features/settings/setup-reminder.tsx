// On the business overview, while the owner has not finished (or skipped) the setup wizard: a short line that
// leads back to it, where it resumes at the first step not done.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SETUP_STEPS } from '../../domain/partners/partner-settings';
import { useSettings } from './settings-query';
import './settings.css';

export function SetupReminder({ setupPath }: { setupPath: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings.data || settings.data.setup.finished) return null;
  const done = settings.data.setup.completedSteps.length;
  return (
    <aside className="panel setup-reminder" aria-label={t('setup.reminderLabel')}>
      <p>{t('setup.reminder', { done, total: SETUP_STEPS.length })}</p>
      <Link className="button button--primary" to={setupPath}>
        {t('setup.resume')}
      </Link>
    </aside>
  );
}
