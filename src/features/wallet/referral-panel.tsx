// The rider's invitation to friends on the wallet page: their code and link with a share button (the device's own
// share sheet where there is one) and a copy button, what each side gets by the partner's settings (said only
// when set), and how many friends joined and were rewarded.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Referral } from '../../domain/money/referral';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { formatMoney } from '../../lib/format';
import { useReferral } from './referral-query';

function rewardsText(referral: Referral, t: TFunction, language: string): string {
  const money = (amount: number) => formatMoney(amount, referral.currency, language);
  const values = { referrer: money(referral.referrerReward), referee: money(referral.refereeReward) };
  if (referral.referrerReward > 0 && referral.refereeReward > 0) return t('referral.rewardsBoth', values);
  if (referral.referrerReward > 0) return t('referral.rewardsReferrer', values);
  if (referral.refereeReward > 0) return t('referral.rewardsReferee', values);
  return t('referral.noRewards');
}

type CopyState = 'idle' | 'copied' | 'failed';

function ShareButtons({ link }: { link: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  function copyLink() {
    navigator.clipboard.writeText(link).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  function share() {
    // A closed share sheet rejects; nothing to tell the rider then.
    navigator
      .share({ url: link, text: t('referral.shareText', { businessName: brand.businessName }) })
      .catch(() => undefined);
  }

  return (
    <>
      <div className="referral__actions">
        {canShare ? (
          <button type="button" className="button button--primary" onClick={share}>
            {t('referral.share')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={copyLink}>
          {t('referral.copy')}
        </button>
      </div>
      <p className="muted" role="status">
        {copy === 'copied' ? t('referral.copied') : copy === 'failed' ? t('referral.copyFailed') : ''}
      </p>
    </>
  );
}

export function ReferralPanel() {
  const { t, i18n } = useTranslation();
  const referral = useReferral();
  return (
    <section className="panel referral" aria-labelledby="referral-title">
      <h2 id="referral-title" className="panel__title">
        {t('referral.title')}
      </h2>
      {referral.isError ? (
        <p className="form-error" role="alert">
          {describeError(referral.error, t)}
        </p>
      ) : null}
      {referral.data ? (
        <>
          <p>{rewardsText(referral.data, t, i18n.language)}</p>
          <dl className="referral__facts">
            <dt>{t('referral.codeLabel')}</dt>
            <dd className="referral__code">{referral.data.code}</dd>
            <dt>{t('referral.linkLabel')}</dt>
            <dd className="referral__link">{referral.data.link}</dd>
          </dl>
          <ShareButtons link={referral.data.link} />
          <p className="muted">
            {t('referral.friends', { joined: referral.data.joined, rewarded: referral.data.rewarded })}
          </p>
        </>
      ) : null}
    </section>
  );
}
