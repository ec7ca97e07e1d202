/** The Resources tab's pure rules (issue 16 §2): one import for the server, the browser and jobs. */
export * from './enums';
export * from './overlap';
export * from './availabilityRules';
export * from './unavailability';
export * from './dueLists';
export * from './bookingSchemas';
