/** The Manpower module's pure rules (issue 14 §2): one import for the server, the browser and jobs. */
export * from './enums';
export * from './calendarDays';
export * from './shiftInterval';
export * from './restRuleCatalogue';
export * from './restRules';
export * from './breaches';
export * from './demand';
export * from './rosterSchemas';
