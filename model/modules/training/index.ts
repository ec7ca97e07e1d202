/** The Training module's pure rules and schemas: sessions and their status, course requirements, expiry. */
export * from './enums';
export * from './expiry';
export * from './requirements';
export * from './ruleResult';
export * from './sessionRules';
export * from './sessionSchemas';
export * from './sessionStatus';
export * from './trainingRecords';
