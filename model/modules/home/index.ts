/** What's up's pure rules (docs/modules/home.md): the figures and their filters, the alerts, the memos and their receipts. */
export * from './figures';
export * from './alerts';
export * from './memos';
export * from './homeDay';
export * from './receiptsCsv';
