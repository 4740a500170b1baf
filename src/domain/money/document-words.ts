// The words of the money documents the server draws (a ride's tax invoice, a partner's wallet statement), read
// from the translation files' `serverWords.invoice` and `serverWords.statement` groups so each document prints in
// the language it is downloaded in. Legal identifiers (GSTIN, SAC 9964, CGST, SGST, IGST) stay as the law
// writes them inside the translated text.

export const INVOICE_WORDS = [
  'taxInvoice',
  'billOfSupply',
  'number',
  'gstin',
  'notRegistered',
  'state',
  'date',
  'placeOfSupply',
  'ride',
  'billedTo',
  'trip',
  'from',
  'to',
  'pickup',
  'payment',
  'description',
  'taxable',
  'gstRate',
  'amount',
  'lines.rideAmount',
  'lines.waitingCharge',
  'lines.driverAllowance',
  'lines.tolls',
  'afterPromo',
  'taxes.CGST',
  'taxes.SGST',
  'taxes.IGST',
  'totalPaid',
  'walletPaid',
  'feeSettled',
  'cashback',
  'footer',
] as const;
export type InvoiceWord = (typeof INVOICE_WORDS)[number];

export const STATEMENT_WORDS = [
  'title',
  'heading',
  'date',
  'description',
  'kind',
  'ride',
  'debit',
  'credit',
  'balance',
  'debitIn',
  'creditIn',
  'balanceIn',
  'openingBalance',
  'closingBalance',
  'credits',
  'debits',
  'commission',
  'commissionAt',
  'platformFees',
  'payouts',
  'taxOnInvoices',
  'noEntries',
] as const;
export type StatementWord = (typeof STATEMENT_WORDS)[number];

export const invoiceWordKey = (word: InvoiceWord) => `serverWords.invoice.${word}`;
export const statementWordKey = (word: StatementWord) => `serverWords.statement.${word}`;

/** Every key the documents read, for the translation files' completeness check. */
export const DOCUMENT_WORD_KEYS: readonly string[] = [
  ...INVOICE_WORDS.map(invoiceWordKey),
  ...STATEMENT_WORDS.map(statementWordKey),
];
