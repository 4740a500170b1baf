// money: what is paid and owed, in integer paise. Card payments through the partner's checkout and UPI links,
// refunds, the rider's wallet, the partner's fee ledger and statements, GST invoices and their PDFs by mail.
// Owns payments, refunds, wallet_transactions, invoices and invoice_sequences.
import type { RegisterModule } from '../../lib/server-module';
import { invoiceRoutes } from './invoices-routes';
import { partnerRefundRoutes } from './partner-refunds-routes';
import { paymentRoutes } from './payments-routes';
import { walletStatementRoutes } from './wallet-statements-routes';

export { debitRideFee } from './fee-ledger';
export { mailInvoice } from './invoice-mail';
export { issueInvoice } from './invoices';
export { cardPaymentRow, upiLinkFor } from './payments';
export { readWallet } from './wallet';

export const register: RegisterModule = async (app) => {
  await app.register(paymentRoutes, { prefix: '/api/v1' });
  await app.register(partnerRefundRoutes, { prefix: '/api/v1/partner' });
  await app.register(invoiceRoutes, { prefix: '/api/v1' });
  await app.register(walletStatementRoutes, { prefix: '/api/v1' });
};
