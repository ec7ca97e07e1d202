/** The stock ledger's closed lists: the movement kinds every stock change is recorded as. */
export * from './enums';
