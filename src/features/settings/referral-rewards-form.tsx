// Settings › Rider rewards, referrals: what the rider whose link was used and the new rider each get when the new
// rider completes a first ride, typed in the partner's currency (0 gives nothing). Amounts are checked here by
// the server's own limits and again by the server, whose field errors land on their fields.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { minorDigits } from '../../domain/money';
import {
  REFERRAL_REWARD_MAX,
  type ReferralRewards,
  type ReferralRewardsResponse,
} from '../../domain/money/referral';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatMoney, toMinor } from '../../lib/format';
import { useReferralRewards, useSaveReferralRewards } from './referral-rewards-query';
import { SaveBar } from './save-bar';
import { fieldAria, SettingsField } from './settings-field';

const SIDES = ['referrerReward', 'refereeReward'] as const;
type Side = (typeof SIDES)[number];

export function ReferralRewardsForm() {
  const { t } = useTranslation();
  const rewards = useReferralRewards();
  if (rewards.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (rewards.isError) return <p className="form-error">{describeError(rewards.error, t)}</p>;
  return <RewardsForm saved={rewards.data} />;
}

/** Minor units from what was typed, or null when it is no amount within the limits. */
function amountOf(typed: string, currency: string): number | null {
  const major = Number(typed.replace(',', '.').trim());
  if (typed.trim() === '' || !Number.isFinite(major)) return null;
  const minor = toMinor(major, currency);
  return minor >= 0 && minor <= REFERRAL_REWARD_MAX ? minor : null;
}

function RewardsForm({ saved }: { saved: ReferralRewardsResponse }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSaveReferralRewards();
  const { currency } = saved;
  const asTyped = (minor: number) => String(minor / 10 ** minorDigits(currency));
  const [values, setValues] = useState<Record<Side, string>>({
    referrerReward: asTyped(saved.referrerReward),
    refereeReward: asTyped(saved.refereeReward),
  });
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const invalid = t('referralRewards.invalid', {
    max: formatMoney(REFERRAL_REWARD_MAX, currency, i18n.language),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const amounts = Object.fromEntries(SIDES.map((side) => [side, amountOf(values[side], currency)]));
    const found = Object.fromEntries(
      SIDES.filter((side) => amounts[side] === null).map((side) => [side, invalid]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(amounts as ReferralRewards, {
      onError: (failure) => {
        const fields = failure instanceof ApiRequestError ? SIDES.filter((side) => failure.fields[side]) : [];
        if (fields.length > 0) setErrors(Object.fromEntries(fields.map((side) => [side, invalid])));
        else setFormError(describeError(failure, t));
      },
    });
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="settings-group__title">
        {t('referralRewards.title')}
      </h3>
      <p className="settings-hint">{t('referralRewards.hint')}</p>
      {SIDES.map((side) => {
        const fieldId = `${id}-${side}`;
        return (
          <SettingsField
            key={side}
            id={fieldId}
            label={t(`referralRewards.${side}`, { currency })}
            error={errors[side]}
          >
            <input
              {...fieldAria(fieldId, errors[side])}
              className="field__input"
              inputMode="decimal"
              value={values[side]}
              onChange={(event) => setValues({ ...values, [side]: event.target.value })}
            />
          </SettingsField>
        );
      })}
      <SaveBar
        label={t('settings.save')}
        saving={save.isPending}
        saved={save.isSuccess && Object.keys(errors).length === 0}
        error={formError}
      />
    </form>
  );
}
