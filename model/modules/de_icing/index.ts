/** The De-Icing rules and shapes shared by the server and the browser (docs/modules/de_icing.md). */
export * from './enums';
export * from './hotCells';
export * from './holdover';
export * from './conditions';
export * from './mixingRules';
export * from './antiIcingCode';
export * from './metar';
export * from './fluidStock';
export * from './hotImport';
export * from './treatmentSchemas';
export * from './ruleResult';
export * from './treatmentRecords';
export * from './crewQualification';
export * from './stepResources';
