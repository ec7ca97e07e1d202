/** The Resources tab's pure rules (docs/modules/resource_allocation.md): one import for the server, the browser and jobs. */
export * from './enums';
export * from './overlap';
export * from './availabilityRules';
export * from './unavailability';
export * from './dueLists';
export * from './bookingSchemas';
export * from './resourceRecords';
