// money: what is paid and owed, in integer paise. Card payments through the partner's checkout and UPI links,
// refunds, the rider's wallet and referral rewards, the partner's fee ledger and statements, GST invoices and their PDFs by mail.
// Owns payments, refunds, wallet_transactions, invoices and invoice_sequences.
import type { RegisterModule } from '../../lib/server-module';
import { invoiceRoutes } from './invoices-routes';
import { partnerBillingRoutes } from './partner-billing-routes';
import { partnerRefundRoutes } from './partner-refunds-routes';
import { paymentRoutes } from './payments-routes';
import { promoCodeRoutes } from './promo-codes-routes';
import { referralRoutes } from './referral-routes';
import { walletStatementRoutes } from './wallet-statements-routes';

export { termsOverview } from './billing';
export { debitPlatformFee, debitRideFee } from './fee-ledger';
export { mailInvoice } from './invoice-mail';
export { issueInvoice } from './invoices';
export { addToUnpaidCardPayment, cardPaymentRow, upiLinkFor } from './payments';
export { csvAmount, csvField } from './statement-files';
export { localTime, plainAmount } from './document-words';
export { createPdf, pdfBytes, writeText } from './pdf-text';
export { sendPdf } from './invoices-routes';
export { commissionRates } from './statements';
export { creditReferralRewards } from './referrals';
export { readWallet } from './wallet';
export { applyPromoCode, type PromoOutcome } from './promo-codes';
export {
  creditSettledFee,
  debitWalletPart,
  lockedRiderBalance,
  refundWalletPart,
  riderBalance,
} from './wallet-spend';

export const register: RegisterModule = async (app) => {
  await app.register(paymentRoutes, { prefix: '/api/v1' });
  await app.register(partnerRefundRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerBillingRoutes, { prefix: '/api/v1/partner' });
  await app.register(promoCodeRoutes, { prefix: '/api/v1/partner' });
  await app.register(invoiceRoutes, { prefix: '/api/v1' });
  await app.register(walletStatementRoutes, { prefix: '/api/v1' });
  await app.register(referralRoutes, { prefix: '/api/v1' });
};
