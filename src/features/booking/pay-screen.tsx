// pay/{txnId} (spec 2.5, 9): fetches the signed hosted-checkout form for the rider's card payment and posts it
// to the partner's gateway after 500 ms. `?failed=1` (the gateway's failure callback) says so and offers a retry.
import './booking.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { PageLoader } from '../../components/page-loader';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { useLocalePath } from '../../lib/use-locale-path';
import { checkoutQueryOptions } from './checkout';

export const PAY_SUBMIT_DELAY_MS = 500;

export function PayScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { txnId = '' } = useParams();
  const [params] = useSearchParams();
  const failed = params.get('failed') === '1';
  return (
    <div className="booking-page booking-page--narrow">
      <title>
        {t('common.documentTitle', { page: t('booking.pay.title'), businessName: brand.businessName })}
      </title>
      {failed ? <PaymentFailed txnId={txnId} /> : <CheckoutRedirect txnId={txnId} />}
    </div>
  );
}

function CheckoutRedirect({ txnId }: { txnId: string }) {
  const { t } = useTranslation();
  const checkout = useQuery(checkoutQueryOptions(txnId));
  const formRef = useRef<HTMLFormElement>(null);
  const form = checkout.data?.data;

  useEffect(() => {
    if (!form) return;
    const timer = window.setTimeout(() => formRef.current?.submit(), PAY_SUBMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form]);

  return (
    <section className="booking-card confirmed" aria-labelledby="pay-title">
      <h1 id="pay-title">{t('booking.pay.title')}</h1>
      {checkout.isError ? (
        <p className="form-error" role="alert">
          {describeError(checkout.error, t)}
        </p>
      ) : (
        <>
          <PageLoader />
          <p role="status">{t('booking.pay.redirecting')}</p>
        </>
      )}
      {form ? (
        <form ref={formRef} method="post" action={form.action} hidden>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
    </section>
  );
}

function PaymentFailed({ txnId }: { txnId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <section className="booking-card confirmed" aria-labelledby="pay-title">
      <h1 id="pay-title">{t('booking.pay.failedTitle')}</h1>
      <p className="form-error" role="alert">
        {t('booking.pay.failedText')}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          void navigate(to(ROUTES.pay.replace(':txnId', encodeURIComponent(txnId))), { replace: true })
        }
      >
        {t('booking.pay.retry')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => void navigate(to(ROUTES.base))}>
        {t('booking.confirmed.home')}
      </button>
    </section>
  );
}
