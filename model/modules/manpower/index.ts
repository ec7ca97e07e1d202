/** The Manpower module's pure rules (docs/modules/manpower.md): one import for the server, the browser and jobs. */
export * from './enums';
export * from './calendarDays';
export * from './shiftInterval';
export * from './restRuleCatalogue';
export * from './restRules';
export * from './breaches';
export * from './demand';
export * from './rosterSchemas';
export * from './shiftTypeSchemas';
export * from './patterns';
export * from './gridNavigation';
export * from './rosterRecords';
export * from './overtime';
export * from './manHourPlan';
