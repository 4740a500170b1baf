// One driver's documents in a dialog: for each kind its review status, expiry (expired ones say they block
// rides), photo, the office's verify or reject-with-reason, and an upload of a new photo with its expiry date.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DriverDocument,
} from '../../domain/drivers/driver-documents';
import { describeError } from '../../lib/describe-error';
import { formatDate } from '../../lib/format';
import { useDocuments, useReviewDocument, useSaveDocument } from './documents-query';

/** The console's account badges, reused: pending yellow, verified green, rejected red. */
const BADGE: Record<DriverDocument['status'], string> = {
  pending: 'pending',
  verified: 'Verified',
  rejected: 'Blocked',
};

interface DriverDocumentsProps {
  driverId: string;
  name: string;
  onClose: () => void;
}

export function DriverDocuments({ driverId, name, onClose }: DriverDocumentsProps) {
  const { t } = useTranslation();
  const documents = useDocuments(driverId);
  return (
    <Dialog
      open
      title={t('driverDocuments.title', { name })}
      closeLabel={t('partner.common.close')}
      onClose={onClose}
    >
      {documents.isPending ? <p className="muted">{t('partner.common.loading')}</p> : null}
      {documents.isError ? <p className="form-error">{describeError(documents.error, t)}</p> : null}
      {documents.data ? (
        <div className="documents">
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentItem
              key={kind}
              driverId={driverId}
              kind={kind}
              document={documents.data.documents.find((document) => document.kind === kind)}
            />
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}

function DocumentItem({
  driverId,
  kind,
  document,
}: {
  driverId: string;
  kind: DocumentKind;
  document: DriverDocument | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const review = useReviewDocument(driverId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const title = t(`driverDocuments.kinds.${kind}`);
  const date = (iso: string) => formatDate(`${iso}T12:00:00Z`, i18n.language);

  function reject() {
    if (!reason.trim()) return setReasonError(true);
    setReasonError(false);
    review.mutate({ kind, decision: 'reject', reason: reason.trim() });
  }

  return (
    <section className="documents__item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="documents__title">
        {title}
      </h3>
      {document ? (
        <>
          <p>
            <span className={`badge badge--${BADGE[document.status]}`}>
              {t(`driverDocuments.status.${document.status}`)}
            </span>{' '}
            {document.daysLeft < 0 ? (
              <strong className="form-error">
                {t('driverDocuments.expired', { date: date(document.expiresOn) })}
              </strong>
            ) : (
              t('driverDocuments.expires', { date: date(document.expiresOn) })
            )}
          </p>
          {document.rejectReason ? (
            <p className="muted">{t('driverDocuments.rejectedBecause', { reason: document.rejectReason })}</p>
          ) : null}
          <p>
            <a href={document.image.src} target="_blank" rel="noreferrer">
              {t('driverDocuments.viewPhoto', { what: title })}
            </a>
          </p>
          <div className="documents__review">
            <button
              type="button"
              className="button button--small"
              disabled={review.isPending || document.status === 'verified'}
              onClick={() => review.mutate({ kind, decision: 'verify' })}
            >
              {t('driverDocuments.verify', { what: title })}
            </button>
            <label className="visually-hidden" htmlFor={`${id}-reason`}>
              {t('driverDocuments.reason', { what: title })}
            </label>
            <input
              id={`${id}-reason`}
              className="field__input"
              placeholder={t('driverDocuments.reasonHint')}
              value={reason}
              aria-invalid={reasonError || undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={review.isPending}
              onClick={reject}
            >
              {t('driverDocuments.reject', { what: title })}
            </button>
          </div>
          {reasonError ? (
            <p id={`${id}-reason-error`} className="field__error">
              {t('driverDocuments.errors.reason')}
            </p>
          ) : null}
          {review.isError ? <p className="form-error">{describeError(review.error, t)}</p> : null}
        </>
      ) : (
        <p className="muted">{t('driverDocuments.none')}</p>
      )}
      <UploadForm driverId={driverId} kind={kind} title={title} />
    </section>
  );
}

function UploadForm({ driverId, kind, title }: { driverId: string; kind: DocumentKind; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveDocument(driverId);
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<{ file?: boolean; expiry?: boolean }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { file: !file, expiry: !expiresOn };
    setErrors(next);
    if (!file || !expiresOn) return;
    save.mutate({ kind, file, expiresOn }, { onSuccess: () => setFile(null) });
  }

  return (
    <form className="documents__upload" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-file`} className="field__label">
          {t('driverDocuments.photo', { what: title })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          capture="environment"
          aria-invalid={errors.file || undefined}
          aria-describedby={errors.file ? `${id}-file-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {errors.file ? (
          <p id={`${id}-file-error`} className="field__error">
            {t('driverDocuments.errors.file')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-expiry`} className="field__label">
          {t('driverDocuments.expiry', { what: title })}
        </label>
        <input
          id={`${id}-expiry`}
          type="date"
          className="field__input"
          value={expiresOn}
          aria-invalid={errors.expiry || undefined}
          aria-describedby={errors.expiry ? `${id}-expiry-error` : undefined}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
        {errors.expiry ? (
          <p id={`${id}-expiry-error`} className="field__error">
            {t('driverDocuments.errors.expiry')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--small" disabled={save.isPending}>
        {t('driverDocuments.save', { what: title })}
      </button>
      {save.isSuccess ? (
        <p role="status" className="form-success">
          {t('driverDocuments.saved')}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="form-error">
          {describeError(save.error, t)}
        </p>
      ) : null}
    </form>
  );
}
