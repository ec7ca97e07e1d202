/** Defects and deferrals on a job (docs/modules/defects.md): the MEL/CDL limits, the state rules and the route bodies. */
export * from './enums';
export * from './deferral';
export * from './ruleResult';
export * from './transitions';
export * from './defectSchemas';
