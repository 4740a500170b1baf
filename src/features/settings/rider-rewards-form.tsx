// Settings › Rider rewards: the cashback riders get on each completed ride, as a percentage the owner chooses
// within the platform's range (0 is none, where the range starts at 0). A choice the range no longer allows is
// said here; bookings then give the nearest rate the range allows. The referral rewards follow, a form of their own.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsOverview } from '../../domain/platform/platform-terms-api';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { percentText } from '../../lib/terms-words';
import { useBilling, useSaveRiderRewards } from './billing-query';
import { ReferralRewardsForm } from './referral-rewards-form';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';

export function RiderRewardsForm() {
  return (
    <>
      <CashbackSection />
      <ReferralRewardsForm />
    </>
  );
}

function CashbackSection() {
  const { t } = useTranslation();
  const billing = useBilling();
  if (billing.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (billing.isError) return <p className="form-error">{describeError(billing.error, t)}</p>;
  return <RewardsForm billing={billing.data} />;
}

function RewardsForm({ billing }: { billing: TermsOverview }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSaveRiderRewards();
  const [percent, setPercent] = useState(String(billing.cashbackBps / 100));
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const { cashbackMinBps: min, cashbackMaxBps: max } = billing.current;
  const outOfRange = t('rewards.outOfRange', {
    min: percentText(min, i18n.language),
    max: percentText(max, i18n.language),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const bps = Math.round(Number(percent.replace(',', '.')) * 100);
    if (percent.trim() === '' || !Number.isFinite(bps)) return setError(t('fees.errors.number'));
    if (bps < min || bps > max) return setError(outOfRange);
    setError(undefined);
    save.mutate(bps, {
      onError: (failure) =>
        failure instanceof ApiRequestError && failure.fields.cashbackBps
          ? setError(outOfRange)
          : setFormError(describeError(failure, t)),
    });
  }

  const fieldId = `${id}-cashback`;
  const hint = t(min === 0 ? 'rewards.hintNone' : 'rewards.hint', {
    min: percentText(min, i18n.language),
    max: percentText(max, i18n.language),
  });
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      {billing.cashbackBps !== billing.effectiveCashbackBps ? (
        <p className="billing__warning" role="note">
          {t('terms.cashbackOutside', {
            chosen: percentText(billing.cashbackBps, i18n.language),
            given: percentText(billing.effectiveCashbackBps, i18n.language),
          })}
        </p>
      ) : null}
      <SettingsField id={fieldId} label={t('rewards.label')} hint={hint} error={error}>
        <input
          {...fieldAria(fieldId, error, 'hint')}
          className="field__input"
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
      </SettingsField>
      <SaveBar
        label={t('settings.save')}
        saving={save.isPending}
        saved={save.isSuccess && !error}
        error={formError}
      />
    </form>
  );
}
