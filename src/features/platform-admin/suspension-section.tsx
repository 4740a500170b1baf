// Suspend or resume a partner: a reason is required (it goes to the audit log), and the change is confirmed in a
// second step, since a suspension stops the partner's bookings at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  suspensionRequestSchema,
  SUSPENSION_REASON,
  type PartnerDetail,
} from '../../domain/platform/admin-console';
import { describeError } from '../../lib/describe-error';
import { formatDateTime } from '../../lib/format';
import { useChangeSuspension } from './partners-queries';

export function SuspensionSection({ detail }: { detail: PartnerDetail }) {
  const { t, i18n } = useTranslation();
  const action = detail.suspension ? 'resume' : 'suspend';
  const [confirming, setConfirming] = useState(false);
  const change = useChangeSuspension(detail.partner.id);
  const form = useForm({ resolver: zodResolver(suspensionRequestSchema), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason;
  const reasonMessage =
    reasonError?.type === 'too_big'
      ? t('platformAdmin.suspension.reasonTooLong', { max: SUSPENSION_REASON.max })
      : t('platformAdmin.suspension.reasonTooShort', { min: SUSPENSION_REASON.min });

  const onSubmit = form.handleSubmit(({ reason }) => {
    if (!confirming) return setConfirming(true);
    change.mutate(
      { action, reason },
      {
        onSuccess: () => {
          setConfirming(false);
          form.reset({ reason: '' });
        },
      },
    );
  });

  return (
    <section className="admin-section stack" aria-labelledby="admin-suspension">
      <h2 id="admin-suspension">{t('platformAdmin.suspension.title')}</h2>
      <p>
        {detail.suspension
          ? t('platformAdmin.suspension.suspendedSince', {
              since: formatDateTime(detail.suspension.since, i18n.language),
              reason: detail.suspension.reason,
            })
          : t('platformAdmin.suspension.notSuspended')}
      </p>
      <p className="muted">{t(`platformAdmin.suspension.${action}Explain`)}</p>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="admin-reason" className="field__label">
            {t('platformAdmin.suspension.reason')}
          </label>
          <textarea
            id="admin-reason"
            className="field__input"
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'admin-reason-error' : undefined}
            {...form.register('reason', { onChange: () => setConfirming(false) })}
          />
          {reasonError ? (
            <p id="admin-reason-error" className="field__error">
              {reasonMessage}
            </p>
          ) : null}
        </div>
        {confirming ? (
          <p role="alert" className="admin-confirm">
            {t(`platformAdmin.suspension.${action}Confirm`, { name: detail.partner.businessName })}
          </p>
        ) : null}
        <div className="admin-actions">
          <button
            type="submit"
            className={`button ${action === 'suspend' ? 'button--danger' : 'button--primary'}`}
            disabled={change.isPending}
          >
            {t(`platformAdmin.suspension.${action}${confirming ? 'Confirmed' : ''}`)}
          </button>
          {confirming ? (
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('platformAdmin.cancel')}
            </button>
          ) : null}
        </div>
        {change.error ? (
          <p className="form-error" role="alert">
            {describeError(change.error, t)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
