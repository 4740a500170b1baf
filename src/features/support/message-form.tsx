// A message box with its send button, for a new ticket, a rider's follow-up and the partner's answer: an empty
// message is refused here with the same words as the server's.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ticketMessageSchema, TICKET_MESSAGE_MAX } from '../../domain/riders/support';

interface MessageFormProps {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Fields above the message (the ride a new ticket is about). */
  children?: ReactNode;
  footer?: ReactNode;
  onSend: (message: string, done: () => void) => void;
}

export function MessageForm({ id, label, submitLabel, pending, children, footer, onSend }: MessageFormProps) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof ticketMessageSchema>, unknown, z.output<typeof ticketMessageSchema>>({
    resolver: zodResolver(ticketMessageSchema),
    defaultValues: { message: '' },
  });
  const error = form.formState.errors.message;
  const onSubmit = form.handleSubmit(({ message }) => onSend(message, () => form.reset({ message: '' })));
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {children}
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={4}
          maxLength={TICKET_MESSAGE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('message')}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {t('support.messageRequired')}
          </p>
        ) : null}
      </div>
      {footer}
      <button type="submit" className="button button--primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
