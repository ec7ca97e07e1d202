/** What's up's pure rules (issue 13 §3): late work, the figures and their filters, the alerts. */
export * from './late';
export * from './figures';
export * from './alerts';
export * from './memos';
