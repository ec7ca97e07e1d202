/** The On-Call module's pure rules and schemas, shared by the server and the browser. */
export * from './enums';
export * from './ruleResult';
export * from './statusMachine';
export * from './late';
export * from './dispatch';
export * from './expenses';
export * from './kpis';
export * from './requestNumber';
export * from './requestSchemas';
export * from './requestRecords';
