/** The Parts tab's pure rules and schemas: receipts, issues, transfers, part requests, counts and the stock they derive. */
export * from './enums';
export * from './ruleResult';
export * from './flowRuleResult';
export * from './flowFields';
export * from './stockDerivation';
export * from './receiptRules';
export * from './issueRules';
export * from './transferRules';
export * from './partRequestFlow';
export * from './countRules';
export * from './late';
export * from './partsRecords';
export * from './movementSchemas';
export * from './transferSchemas';
export * from './partRequestSchemas';
export * from './countSchemas';
