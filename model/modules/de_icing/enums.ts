/**
 * Closed lists of the De-Icing module, shared by the database schema (text enums), the zod
 * schemas, the rules and the browser's chips. Labels: i18n `de_icing.choices.<list>.<value>`.
 */
/**
 * What an aircraft type's wings are made of: the Type I holdover tables differ for aluminium and
 * composite surfaces (FAA / Transport Canada HOT guidelines).
 */
export const wingMaterials = ['aluminium', 'composite'] as const;
export type WingMaterial = (typeof wingMaterials)[number];

/** SAE AMS1424 (Type I) and AMS1428 (Types II, III, IV). */
export const fluidTypes = ['I', 'II', 'III', 'IV'] as const;
export type FluidType = (typeof fluidTypes)[number];

/**
 * The columns of a holdover time table (FAA / Transport Canada HOT guidelines). `other` covers
 * heavy snow, ice pellets, moderate/heavy freezing rain and hail: no holdover time guidelines exist.
 */
export const hotConditions = [
  'frost',
  'freezing_fog',
  'snow_very_light',
  'snow_light',
  'snow_moderate',
  'freezing_drizzle',
  'light_freezing_rain',
  'rain_on_cold_soaked_wing',
  'other',
] as const;
export type HotCondition = (typeof hotConditions)[number];

/** What the crew observes; with the intensity it selects a HOT condition. */
export const precipitationTypes = [
  'none',
  'frost',
  'freezing_fog',
  'snow',
  'snow_grains',
  'freezing_drizzle',
  'freezing_rain',
  'rain_on_cold_soaked_wing',
  'ice_pellets',
  'hail',
] as const;
export type PrecipitationType = (typeof precipitationTypes)[number];

export const precipitationIntensities = ['very_light', 'light', 'moderate', 'heavy'] as const;
export type PrecipitationIntensity = (typeof precipitationIntensities)[number];

export const treatmentProcedures = ['one_step', 'two_step'] as const;
export type TreatmentProcedure = (typeof treatmentProcedures)[number];

/** A fluid step's purpose: removing contamination, or protecting against it (the final step). */
export const stepPurposes = ['de_icing', 'anti_icing'] as const;
export type StepPurpose = (typeof stepPurposes)[number];

export const treatmentStatuses = ['in_progress', 'completed', 'cancelled'] as const;
export type TreatmentStatus = (typeof treatmentStatuses)[number];

export const treatedSurfaces = [
  'wings',
  'horizontal_stabiliser',
  'vertical_stabiliser',
  'fuselage',
  'engine_inlets',
  'landing_gear',
  'propellers',
] as const;
export type TreatedSurface = (typeof treatedSurfaces)[number];
