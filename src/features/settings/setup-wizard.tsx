// The setup wizard a new partner lands in: brand, fares, payments, service area, then "your site is live". Each
// step saves at once and the server records it done, so the wizard resumes at the first step not done; any step
// may be skipped, and so may the whole setup (the server then records it finished).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SETUP_STEPS,
  type PartnerSettings,
  type SettingsPatch,
  type SetupStep,
} from '../../domain/partners/partner-settings';
import { CheckIcon } from '../../components/screen-icons';
import { describeError } from '../../lib/describe-error';
import { BrandForm } from './brand-form';
import { FaresEditor } from './fares-editor';
import { PaymentsForm } from './payments-form';
import { PlacesForm } from './places-form';
import { useSaveSettings, useSettings } from './settings-query';
import type { SectionProps } from './settings-section';
import { SiteLive } from './site-live';
import { TermsNotice } from './terms-notice';
import './settings.css';

const firstOpenStep = (settings: PartnerSettings): SetupStep =>
  SETUP_STEPS.find((step) => !settings.setup.completedSteps.includes(step)) ?? 'live';

export function SetupWizard({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (settings.isError) return <p className="form-error">{describeError(settings.error, t)}</p>;
  return <Wizard settings={settings.data} onLeave={onLeave} />;
}

function Wizard({ settings, onLeave }: { settings: PartnerSettings; onLeave: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SetupStep>(() => firstOpenStep(settings));
  const [finishError, setFinishError] = useState<string | null>(null);
  const saveSettings = useSaveSettings();
  const index = SETUP_STEPS.indexOf(step);
  const next = SETUP_STEPS[index + 1];
  const done = settings.setup.completedSteps;

  const goTo = (target: SetupStep) => {
    setStep(target);
    window.scrollTo({ top: 0 });
  };
  const save = async (patch: SettingsPatch) => {
    const saved = await saveSettings.mutateAsync({ ...patch, setup: { completed: step } });
    if (next) goTo(next);
    return saved;
  };
  const finish = (patch: SettingsPatch) => {
    setFinishError(null);
    saveSettings
      .mutateAsync(patch)
      .then(onLeave, (failure: unknown) => setFinishError(describeError(failure, t)));
  };
  const props: SectionProps = { settings, save, submitLabel: t('setup.saveContinue') };

  const sections: Record<SetupStep, ReactNode> = {
    brand: <BrandForm {...props} />,
    fares: <FaresEditor {...props} />,
    payments: <PaymentsForm {...props} />,
    places: <PlacesForm {...props} />,
    live: (
      <>
        <TermsNotice />
        <SiteLive settings={settings} />
      </>
    ),
  };

  return (
    <div className="setup">
      <nav aria-label={t('setup.stepsLabel')}>
        <ol className="setup-steps">
          {SETUP_STEPS.map((item, position) => (
            <li key={item}>
              <button
                type="button"
                className={`setup-steps__step${item === step ? ' setup-steps__step--current' : ''}`}
                aria-current={item === step ? 'step' : undefined}
                onClick={() => goTo(item)}
              >
                <span className="setup-steps__mark" aria-hidden="true">
                  {done.includes(item) ? <CheckIcon /> : position + 1}
                </span>
                <span>{t(`setup.steps.${item}`)}</span>
                {done.includes(item) ? <span className="visually-hidden"> ({t('setup.done')})</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="panel setup-panel" aria-labelledby="setup-step-title">
        <p className="setup-panel__count">
          {t('setup.stepOf', { step: index + 1, total: SETUP_STEPS.length })}
        </p>
        <h2 id="setup-step-title" className="panel__title">
          {t(`setup.titles.${step}`)}
        </h2>
        <p className="muted">{t(`setup.intros.${step}`)}</p>
        <div key={step}>{sections[step]}</div>
        <div className="setup-panel__foot">
          {step === 'live' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={saveSettings.isPending}
              onClick={() => finish({ setup: { completed: 'live', finished: true } })}
            >
              {t('setup.finish')}
            </button>
          ) : (
            <>
              {next ? (
                <button type="button" className="button button--ghost" onClick={() => goTo(next)}>
                  {t('setup.skipStep')}
                </button>
              ) : null}
              <button
                type="button"
                className="button button--link"
                disabled={saveSettings.isPending}
                onClick={() => finish({ setup: { finished: true } })}
              >
                {t('setup.skipAll')}
              </button>
            </>
          )}
        </div>
        {finishError ? (
          <p className="form-error" role="alert">
            {finishError}
          </p>
        ) : null}
      </section>
    </div>
  );
}
