// Block an abusive rider (with the reason the partner gives) or lift the block, from the customers list. Online
// only, unlike fleet changes: a block must take effect now or visibly fail, never wait in an outbox.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_MAX, customerSchema, type Customer } from '../../domain/riders/customers';
import { Dialog } from '../../components/dialog';
import { apiRequest } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';

function useRiderBlock(riderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) =>
      apiRequest(`/api/v1/partner/customers/${encodeURIComponent(riderId)}/${reason ? 'block' : 'unblock'}`, {
        method: 'POST',
        body: reason ? { reason } : {},
        schema: customerSchema,
        session: 'business',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'customers'] }),
  });
}

export function RiderBlockAction({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const change = useRiderBlock(customer.id);
  const error = change.error ? (
    <p className="form-error" role="alert">
      {describeError(change.error, t)}
    </p>
  ) : null;

  if (customer.blockReason !== null)
    return (
      <>
        <button
          type="button"
          className="button"
          disabled={change.isPending}
          aria-label={t('partner.customers.unblockNamed', { name: customer.name || customer.phone })}
          onClick={() => change.mutate(null)}
        >
          {t('partner.customers.unblock')}
        </button>
        {error}
      </>
    );

  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <button
        type="button"
        className="button button--danger"
        aria-label={t('partner.customers.blockNamed', { name: customer.name || customer.phone })}
        onClick={() => setOpen(true)}
      >
        {t('partner.customers.block')}
      </button>
      <Dialog
        open={open}
        title={t('partner.customers.blockTitle', { name: customer.name || customer.phone })}
        description={t('partner.customers.blockDescription')}
        closeLabel={t('partner.common.close')}
        onClose={close}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(reason.trim(), { onSuccess: close });
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-reason`} className="field__label">
              {t('partner.customers.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              className="field__input"
              value={reason}
              required
              minLength={3}
              maxLength={BLOCK_REASON_MAX}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {error}
          <div className="customers-dialog__actions">
            <button type="button" className="button" onClick={close}>
              {t('partner.common.cancel')}
            </button>
            <button type="submit" className="button button--danger" disabled={change.isPending}>
              {t('partner.customers.confirmBlock')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
